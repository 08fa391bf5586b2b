/**
 * The text of the design system's components (libs/ui): header, category bar,
 * banners and carousel, lists, empty states, footer, pages, and the item
 * page's parts. The spec's wording is kept word for word where it gives one.
 */
export const enUi = {
  // Header
  'header.home': 'Rewards Store home',
  'header.storeName': 'Rewards Store',
  'header.mainNav': 'Main',
  'header.page.howToBuy': 'How to Buy',
  'header.page.aboutUs': 'About Us',
  'header.page.salesRefund': 'Sales & Refund Policy',
  'header.help': 'Help & Contact',
  'header.helpUnread':
    'Help & Contact, {count, plural, one {# unread message} other {# unread messages}}',
  'header.signIn': 'Sign In',
  'header.signUp': 'Sign Up',
  'header.language': 'Language',
  'header.language.en': 'EN',
  'header.language.th': 'ไทย',
  'header.greeting': 'Hi, {name}',
  'header.account': 'My Account',
  'header.profile.editProfile': 'Edit profile',
  'header.profile.purchaseHistory': 'Purchase History',
  'header.profile.refundPromoCodes': 'View Refund Promo Codes',
  'header.profile.changePassword': 'Change password',
  'header.profile.assignOrder': 'Assign Order No. to my account',
  'header.profile.signOut': 'Sign Out',
  'header.cart': 'Cart, {count, plural, one {# item} other {# items}}',
  'header.openMenu': 'Menu',
  'header.closeMenu': 'Close menu',
  'header.categories': 'Categories',

  // Category bar and sub-catalogue slider
  'categoryBar.label': 'Categories',
  'categoryBar.home': 'Home',
  'catalogueSlider.label': 'Catalogues',
  'catalogueSlider.allAccessories': 'All Accessories',
  'catalogueSlider.scrollBack': 'Show earlier catalogues',
  'catalogueSlider.scrollOn': 'Show more catalogues',
  'badge.new': 'New',
  'badge.expired': 'Expired',

  // Promotion banners and carousel
  'banners.label': 'Promotions',
  'banners.moreDetails': 'More details',
  'banners.newTab': '(opens in a new tab)',
  'carousel.label': 'Featured',
  'carousel.roleDescription': 'carousel',
  'carousel.slideRoleDescription': 'slide',
  'carousel.slide': 'Slide {index} of {total}',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Show slide {index}',
  'carousel.pause': 'Pause the slideshow',
  'carousel.play': 'Play the slideshow',

  // Home grid, lists and pager
  'categoryGrid.label': 'Shop by category',
  'itemCard.unavailable': 'No longer available',
  'itemCard.orPoints': 'or {points}',
  // A number of points wherever one is shown (useMoneyFormat's points)
  'money.points': '{points, plural, one {# point} other {# points}}',
  // The line of a refund promo code wherever an order's totals show one (summary, result, history)
  'orderTotals.refundCode': 'Refund promo code ({code})',
  'pager.label': 'Pages',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {page}',
  'pager.previousPage': 'Previous page',
  'pager.nextPage': 'Next page',

  // Empty states
  'empty.cart': 'Cart is Empty',
  'empty.continueShopping': 'Continue Shopping',

  // Footer and whole pages
  'footer.links': 'Store information',
  'footer.termsOfUse': 'Terms of Use',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.contactUs': 'Contact Us',
  'footer.sellerNote':
    'Products on this site are sold and delivered by {seller}, the operator of this store. The bank is not responsible for the products or their delivery.',
  'footer.copyright': '© {year} {seller}. All rights reserved.',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
  'maintenance.title': 'We will be back soon',
  'maintenance.body':
    'The store is being updated to serve you better. Please come back in a little while.',
  'maintenance.checking':
    'This page checks every few seconds and opens the store as soon as it is back.',
  'toTop.label': 'Back to top',
  'modal.ok': 'OK',
  'modal.close': 'Close',

  // Item page: attributes, care plan, quantity
  'attribute.colour': 'Colour',
  'attribute.color': 'Colour',
  'attribute.capacity': 'Capacity',
  'attribute.storage': 'Storage',
  'attribute.size': 'Size',
  'attribute.connectivity': 'Connectivity',
  'attribute.model': 'Model',
  'attribute.band': 'Band',
  'attributes.lockedHint': 'Choose {attribute} first',
  'attributes.unavailable': 'not available',
  'carePlan.heading': 'Care plan',
  'carePlan.optional': 'Optional: add it to this item.',
  'quantity.label': 'Quantity',
  'quantity.decrease': 'Decrease quantity',
  'quantity.increase': 'Increase quantity',

  // Item page: engraving
  'engraving.heading': 'Engraving',
  'engraving.add': 'Add engraving',
  'engraving.edit': 'Edit engraving',
  'engraving.remove': 'Remove engraving',
  'engraving.line': 'Line {line}',
  'engraving.lineOptional': 'Line {line} (optional)',
  'engraving.limits':
    'Up to {en} characters per line in English letters and digits, or {th} with Thai or symbols.',
  'engraving.limitsNoThai':
    'Up to {en} characters per line in English letters and digits, or {th} with symbols.',
  'engraving.symbols': 'Symbols you can use: {symbols}',
  'engraving.noThai': 'Thai cannot be engraved on this item.',
  'engraving.capitals': 'Letters are engraved in capitals.',
  'engraving.preview': 'Preview of your engraving',
  'engraving.confirm': 'I have checked the text and want it engraved as shown.',
  'engraving.save': 'Save engraving',
  'engraving.cancel': 'Cancel',
  'engraving.saved': 'Your engraving',

  // Item page: payment options
  'paymentView.title': 'Your Payment Option',
  'paymentView.cash': 'Cash price',
  'paymentView.inclVat': 'Incl. VAT',
  'paymentView.freeShipping': 'Free Shipping',
  'paymentView.points': 'Full points',
  'paymentView.pointsDiscount':
    '{percent}% discount when redeem reward points equivalent to the transaction',
  'paymentView.saving': 'You save {amount}',
  'paymentView.pointsPlusCash': 'Points plus cash',
  'paymentView.pointsShare': '{percent}% of the price with points',
  'paymentView.plusCash': '+ {cash}',
  'paymentView.instalments': 'Instalment plans',
  'paymentView.monthly': '{amount}/month',
  'paymentView.term': '{months} months at {rate}% per month',
  'paymentView.termNoRate': '{months} months',
  'paymentView.total': 'Total {amount}',
  'paymentView.firstPayment': 'First payment {amount}',
  // Card brands (the codes KCC, AYCAP, GCS, TMS never reach the screen)
  // The phone's add-to-cart bar
  'addToCartBar.label': 'Add to cart',
  'addToCartBar.region': 'Buy this item',
  'cardBrand.label': 'Your card',
  'cardBrand.KCC': 'Krungsri Credit Card',
  'cardBrand.AYCAP': 'Ayudhya Capital Credit Card',
  'cardBrand.GCS': 'General Card Services Credit Card',
  'cardBrand.TMS': 'TMS Credit Card',
} as const;
