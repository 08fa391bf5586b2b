import { sample } from 'effector';
import {
  adjustPaymentSplit,
  applyPayable,
  chooseInstalment,
  choosePoints,
  clearInstalment,
  tickPointRedemption,
  untickPointRedemption,
} from '@rewards/domain';
import { $cardBrand, $paymentChoice } from '../../entities/checkout/model';
import { $shopConfig } from '../../entities/config/shop-config';
import { $locale } from '../../entities/locale/model';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl } from '../../shared/url/query';
import { $payable, $paymentStepValid, $pointsOpen, $priceCode } from './derived';
import { stepPath } from './steps';
import {
  $pointsBalance,
  cardBrandChosen,
  instalmentChosen,
  paymentContinued,
  pointRedemptionToggled,
  pointsChanged,
} from './units';

// The card brand decides the point rate and which instalment terms are offered.
sample({ clock: cardBrandChosen, target: $cardBrand });

// "Ticking point redemption clears instalment", only while points may be redeemed at all...
sample({
  clock: pointRedemptionToggled,
  source: { choice: $paymentChoice, open: $pointsOpen },
  filter: ({ open }, ticked) => open && ticked,
  fn: ({ choice }) => tickPointRedemption(choice),
  target: $paymentChoice,
});
// ...and "unticking resets to full cash".
sample({
  clock: pointRedemptionToggled,
  source: $paymentChoice,
  filter: (_, ticked) => !ticked,
  fn: (choice) => untickPointRedemption(choice),
  target: $paymentChoice,
});

// "...and vice versa": a term clears point redemption; no term is full cash.
sample({
  clock: instalmentChosen,
  source: $paymentChoice,
  fn: (choice, months) =>
    months === null ? clearInstalment(choice) : chooseInstalment(choice, months),
  target: $paymentChoice,
});

// The slider and the two inputs move the split within the balance, the cap and the amount.
sample({
  clock: pointsChanged,
  source: {
    choice: $paymentChoice,
    payable: $payable,
    priceCode: $priceCode,
    balance: $pointsBalance,
    config: $shopConfig,
  },
  filter: ({ choice, priceCode }) => choice.redeemPoints && priceCode !== null,
  fn: ({ choice, payable, priceCode, balance, config }, change) => {
    const split = adjustPaymentSplit(
      {
        payable,
        // Filtered above: a brand with its rate is chosen.
        rate: priceCode ?? { ratePoint: 1, rateCash: 1 },
        pointsBalance: balance,
        maxPointsPerTransaction: config?.maxRedeemablePointsPerTransaction,
      },
      change,
    );
    return choosePoints(choice, split.points);
  },
  target: $paymentChoice,
});

// "If cash minus discount is 0 or less, points and instalment are turned off" (a refund code counts).
sample({
  clock: $payable,
  source: $paymentChoice,
  fn: (choice, payable) => applyPayable(choice, payable),
  target: $paymentChoice,
});

// Continue goes on to the review once the payment, the promotion and the cart are valid.
sample({
  clock: paymentContinued,
  source: { valid: $paymentStepValid, lang: $locale },
  filter: ({ valid }) => valid,
  fn: ({ lang }) => navigationTo(shopUrl(stepPath('4'), lang)),
  target: navigateFx,
});
