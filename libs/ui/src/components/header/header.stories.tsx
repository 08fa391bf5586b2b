import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoryLinks } from '../../fixtures/catalogue';
import { textOf } from '../../fixtures/story-text';
import { CategoryBar } from '../category-bar/category-bar';
import { Header } from './header';
import { ProfileMenu } from './profile-menu';

const accountLinks = {
  editProfile: '/userInfo',
  purchaseHistory: '/transaction-history',
  refundPromoCodes: '/promo-codes',
  changePassword: '/change-password',
  assignOrder: '/assign-account',
};

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    homeHref: '/',
    pageLinks: [
      { key: 'howToBuy', href: '/how-it-work' },
      { key: 'aboutUs', href: '/cms/about' },
    ],
    helpHref: '/contactus',
    accountLinks,
    cartHref: '/cart/1',
    cartCount: 0,
    categories: categoryLinks,
    activeCategory: 1,
    onSignIn: fn(),
    onSignUp: fn(),
    onSignOut: fn(),
    onLanguageChange: fn(),
  },
  render: (args) => (
    <>
      <Header {...args} />
      <CategoryBar
        categories={args.categories ?? []}
        homeHref={args.homeHref}
        active={args.activeCategory}
      />
    </>
  ),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'header.storeName') }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: /^(Cart|ตะกร้าสินค้า)/ })).toHaveAttribute(
      'href',
      '/cart/1',
    );
  },
};

export const SignedIn: Story = {
  args: { user: { name: 'Somchai' }, cartCount: 3, unreadTickets: 2 },
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole('link', { name: /^(Cart|ตะกร้าสินค้า)/ });
    await expect(cart).toHaveTextContent('3');
    await expect(cart).toHaveAccessibleName(
      globals.locale === 'th' ? 'ตะกร้าสินค้า 3 ชิ้น' : 'Cart, 3 items',
    );
  },
};

/** The phone header's menu opens a drawer with the categories, the pages and the account. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { user: { name: 'Somchai' }, cartCount: 1 },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'header.openMenu') }));
    const drawer = await body.findByRole('dialog');
    const inDrawer = within(drawer);
    const categories = within(
      inDrawer.getByRole('navigation', { name: textOf(globals, 'header.categories') }),
    );
    const links = categories.getAllByRole('link');
    await expect(links[0]).toHaveTextContent(textOf(globals, 'categoryBar.home'));
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(
      inDrawer.getByRole('link', { name: textOf(globals, 'header.profile.purchaseHistory') }),
    ).toHaveAttribute('href', '/transaction-history');
    await userEvent.click(
      inDrawer.getByRole('button', { name: textOf(globals, 'header.profile.signOut') }),
    );
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const MobileMenuSignedOut: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'header.openMenu') }));
    const drawer = within(await body.findByRole('dialog'));
    await userEvent.click(drawer.getByRole('button', { name: 'ไทย' }));
    await expect(args.onLanguageChange).toHaveBeenCalledTimes(globals.locale === 'th' ? 0 : 1);
    await userEvent.click(drawer.getByRole('button', { name: textOf(globals, 'header.signIn') }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** The desktop profile menu on its own: a disclosure of the account pages. */
export const ProfileMenuOpen: Story = {
  render: () => <ProfileMenu name="Somchai" links={accountLinks} onSignOut={fn()} />,
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', {
      name: textOf(globals, 'header.greeting', { name: 'Somchai' }),
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      textOf(globals, 'header.profile.editProfile'),
      textOf(globals, 'header.profile.purchaseHistory'),
      textOf(globals, 'header.profile.refundPromoCodes'),
      textOf(globals, 'header.profile.changePassword'),
      textOf(globals, 'header.profile.assignOrder'),
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
