import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  MAX_FEEDBACK_FILES,
  supportRoutes,
  type OperatorCaseSummary,
  type OperatorCaseThread,
} from '@rewards/api-client/contract';
import { CliError, EXIT, call, download, required, whole, type CommandContext } from './cli-core';
import type { CliValues } from './cli-options';

type Context = CommandContext<CliValues>;

/** A page of the list when --size is not given. */
const PAGE_SIZE = 20;

/** `--status`: the API's status, and whether only the cases the shop answered last are kept. */
const STATUSES = {
  open: { status: 'OPEN', answeredOnly: false },
  answered: { status: 'OPEN', answeredOnly: true },
  closed: { status: 'CLOSED', answeredOnly: false },
} as const;

function statusOf(value: string | undefined): (typeof STATUSES)[keyof typeof STATUSES] {
  const name = (value ?? 'open').toLowerCase();
  if (!Object.hasOwn(STATUSES, name)) {
    throw new CliError('--status must be open, answered or closed', EXIT.usage);
  }
  return STATUSES[name as keyof typeof STATUSES];
}

function ticket(target: string | undefined): string {
  return required(target, 'ticketId (the case number, CS and 8 digits)');
}

function caseLine(summary: OperatorCaseSummary): string {
  const state =
    summary.status === 'CLOSED' ? 'closed' : summary.awaitingAnswer ? 'waiting' : 'answered';
  return `${summary.ticketId}  ${state.padEnd(8)}  ${summary.lastMessageDate.slice(0, 16).replace('T', ' ')}  ${summary.name} <${summary.email}> (${summary.signedIn ? 'customer' : 'visitor'})  ${summary.subject}`;
}

/** The case's thread as text: who wrote, about what, then each message with its files. */
export function threadLines(view: OperatorCaseThread): string[] {
  const { thread } = view;
  const subject = [thread.subject, thread.subSubject].filter((part) => part !== '').join(' / ');
  const files = thread.feedbackMessagesVMs.some((message) => message.responseAttachFile.length > 0);
  return [
    `${thread.ticketId}  ${thread.status}  ${subject}`,
    `From: ${view.name} <${view.email}> (${view.signedIn ? 'customer' : 'visitor'})`,
    ...(thread.orderNumber === ''
      ? []
      : [
          `Order: ${thread.orderNumber}${thread.subOrderNumber === '' ? '' : `, sub-order ${thread.subOrderNumber}`}`,
        ]),
    ...(view.relateTicket === '' ? [] : [`Follows up: ${view.relateTicket}`]),
    ...thread.feedbackMessagesVMs.flatMap((message) => [
      '',
      `${message.createDate.slice(0, 16).replace('T', ' ')}  ${message.name}${message.fromShop ? ' (shop)' : ''}:`,
      ...message.message.split('\n').map((line) => `  ${line}`),
      ...message.responseAttachFile.map(
        (file) => `  file: ${file.fileName} (${file.contentType})  ${file.filePath}`,
      ),
    ]),
    ...(files ? ['', 'Save a file with: npm run operator -- case-file <id> --out <file>'] : []),
  ];
}

/** The files to send with an answer, read from disk as `att1`..`attN`. */
async function answerForm(message: string, paths: readonly string[]): Promise<FormData> {
  if (paths.length > MAX_FEEDBACK_FILES) {
    throw new CliError(
      `at most ${MAX_FEEDBACK_FILES} files (--file) go with an answer`,
      EXIT.usage,
    );
  }
  const form = new FormData();
  form.append('feedback', message);
  for (const [index, path] of paths.entries()) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (error) {
      throw new CliError(
        `cannot read ${path} (${error instanceof Error ? error.message : String(error)})`,
        EXIT.usage,
      );
    }
    form.append(`att${index + 1}`, new Blob([new Uint8Array(bytes)]), basename(path));
  }
  return form;
}

/** The cases' commands: list and read cases, answer them with files, close them, save their files. */
export const CASE_COMMANDS: Readonly<Record<string, (context: Context) => Promise<void>>> = {
  async cases({ io, base, values, signedIn, print }) {
    const { status, answeredOnly } = statusOf(values.status);
    const size = whole(values.size, 'size') ?? PAGE_SIZE;
    const page = whole(values.page, 'page') ?? 1;
    if (size < 1 || page < 1) throw new CliError('--page and --size start at 1', EXIT.usage);
    const all = await call<OperatorCaseSummary[]>(io, base, supportRoutes.operatorCases, {
      token: signedIn(),
      query: { status },
    });
    const listed = answeredOnly ? all.filter((summary) => !summary.awaitingAnswer) : all;
    const shown = listed.slice((page - 1) * size, page * size);
    const pages = Math.max(1, Math.ceil(listed.length / size));
    print(shown, () => [
      ...shown.map(caseLine),
      `Page ${page} of ${pages} (${listed.length} cases)`,
    ]);
  },
  async case({ io, base, target, signedIn, print }) {
    const view = await call<OperatorCaseThread>(io, base, supportRoutes.operatorCase, {
      token: signedIn(),
      params: { ticketId: ticket(target) },
    });
    print(view, () => threadLines(view));
  },
  async answer({ io, base, target, values, signedIn, print }) {
    const ticketId = ticket(target);
    const form = await answerForm(required(values.message, 'message'), values.file ?? []);
    const view = await call<OperatorCaseThread>(io, base, supportRoutes.operatorAnswerCase, {
      token: signedIn(),
      params: { ticketId },
      form,
    });
    print(view, () => [`Answered ${ticketId}; the customer is told.`, '', ...threadLines(view)]);
  },
  async close({ io, base, target, signedIn, print }) {
    const view = await call<OperatorCaseThread>(io, base, supportRoutes.operatorCloseCase, {
      token: signedIn(),
      params: { ticketId: ticket(target) },
    });
    print(view, () => [`${view.thread.ticketId} is ${view.thread.status}.`]);
  },
  async 'case-file'({ io, base, target, values, signedIn, print }) {
    const filePath = required(target, 'fileId (a file id as the case lists it)');
    const out = required(values.out, 'out');
    const bytes = await download(io, base, supportRoutes.operatorCaseFile, {
      token: signedIn(),
      query: { filePath },
    });
    try {
      await writeFile(out, bytes, { flag: 'wx' });
    } catch (error) {
      throw new CliError(
        `cannot write ${out} (${error instanceof Error ? error.message : String(error)})`,
        EXIT.usage,
      );
    }
    print({ filePath, out, bytes: bytes.length }, () => [`Saved ${bytes.length} bytes to ${out}`]);
  },
};
