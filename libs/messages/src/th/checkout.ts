import type { enCheckout } from '../en/checkout';

export const thCheckout: Record<keyof typeof enCheckout, string> = {
  'checkout.stepper.label': 'ขั้นตอนการสั่งซื้อ',
};
