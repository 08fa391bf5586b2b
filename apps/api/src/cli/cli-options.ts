/** The command line's help text (`--help`). */
export const HELP = `Usage: npm run operator -- <command> [options]

The shop's operators ship, deliver, cancel and refund sub-orders, issue refund
promo codes and answer the customers' cases, through the running shop's API
(--url, default http://localhost:8080).

Commands:
  create-operator --email <e-mail> --name <name> [--admin] [--online]
                  Creates an operator (the password is asked for, or read from
                  OPERATOR_PASSWORD). Writes into the shop's database (DATABASE_URL,
                  else DATA_DIR): stop a shop running on the embedded database first,
                  or add --online to create it through the API as a signed-in admin.
  login --email <e-mail>
                  Signs in (the password is asked for, or read from OPERATOR_PASSWORD)
                  and keeps the token in the token file (mode 600).
  logout          Forgets the token.

Orders:
  orders [--status PAID|PENDING|FAILED|CANCELLED|EXPIRED] [--shipping <state>]
         [--po <start of PO number>] [--email <e-mail>] [--page <n>] [--size <n>]
                  Lists orders, newest first. Shipping states: AWAITING_SHIPMENT,
                  SHIPPED, DELIVERED, CANCELLED, REFUNDED.
  order <po>      One order with its sub-orders.
  ship <subOrder> --carrier <name> --tracking <number> --expected <YYYY-MM-DD>
                  [--carrier-url <url>] [--on <YYYY-MM-DD>]
  deliver <subOrder> [--on <YYYY-MM-DD>]
  cancel <subOrder> [--on <YYYY-MM-DD>]
                  Before shipping: the unit back in stock, its points and cash back.
  refund <subOrder> [--as-code] [--valid-days <n>] [--on <YYYY-MM-DD>]
                  Before delivery: as cancel, less the THB 1,500 restocking fee once
                  shipped; --as-code gives the cash back as a refund promo code.
  issue-refund-code --customer <e-mail> --value <THB> --start <YYYY-MM-DD>
                  --expires <YYYY-MM-DD> --description <English> --thai <Thai> [--code <CODE>]

Help & Contact cases:
  cases [--status open|answered|closed] [--page <n>] [--size <n>]
                  Lists cases, those waiting longest first: open (the default) are
                  all open cases, each marked waiting or answered; answered are the
                  open ones the shop answered last; closed take no more messages.
  case <ticketId> The case's thread, its messages with their files' ids.
  answer <ticketId> --message <text> [--file <path>]...
                  Answers with text and up to 10 PDF, JPG or PNG files; the
                  customer's ticket becomes unread and the customer is e-mailed.
  close <ticketId>
                  Closes the case: it takes no more messages.
  case-file <fileId> --out <file>
                  Saves a file of a case (its id as \`case\` lists it) into <file>.

Options:
  --url <origin>  The shop (default: OPERATOR_URL, else http://localhost:8080).
  --json          Prints the shop's answer as JSON.
  --help          This text.

The token file is OPERATOR_TOKEN_FILE, else $XDG_CONFIG_HOME/rewards-store/operator-token
(~/.config/rewards-store/operator-token).`;

/** Every option of every command (\`parseArgs\`). */
export const OPTIONS = {
  help: { type: 'boolean' },
  json: { type: 'boolean' },
  url: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  admin: { type: 'boolean' },
  online: { type: 'boolean' },
  status: { type: 'string' },
  shipping: { type: 'string' },
  po: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  carrier: { type: 'string' },
  tracking: { type: 'string' },
  expected: { type: 'string' },
  'carrier-url': { type: 'string' },
  on: { type: 'string' },
  'as-code': { type: 'boolean' },
  'valid-days': { type: 'string' },
  customer: { type: 'string' },
  value: { type: 'string' },
  start: { type: 'string' },
  expires: { type: 'string' },
  description: { type: 'string' },
  thai: { type: 'string' },
  code: { type: 'string' },
  message: { type: 'string' },
  file: { type: 'string', multiple: true },
  out: { type: 'string' },
} as const;

type Options = typeof OPTIONS;

/** The options as parsed: booleans, texts, and lists for the repeatable ones. */
export type CliValues = {
  readonly [K in keyof Options]?: Options[K] extends { readonly type: 'boolean' }
    ? boolean
    : Options[K] extends { readonly multiple: true }
      ? string[]
      : string;
};
