/**
 * Checks that `text` is well-formed XML (one root, balanced tags, quoted
 * attributes, escaped `<` and `&`) and returns the root element's name and
 * the attributes of every element, to assert on. A minimal parser for the
 * SVG the server writes: no DOCTYPE, no CDATA.
 * @throws Error naming the first fault.
 */
export function parseXml(text: string): {
  root: string;
  elements: { name: string; attributes: Record<string, string>; text: string }[];
} {
  let rest = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const open: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  let root: string | undefined;
  const checkText = (chunk: string) => {
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(chunk)) {
      throw new Error(`Unescaped & in: ${chunk.slice(0, 60)}`);
    }
    if (chunk.includes('<')) throw new Error(`Unescaped < in: ${chunk.slice(0, 60)}`);
  };
  while (rest.length > 0) {
    const next = rest.indexOf('<');
    if (next === -1) {
      if (rest.trim() !== '') throw new Error('Text after the root element');
      break;
    }
    const before = rest.slice(0, next);
    checkText(before);
    if (stack.length === 0 && before.trim() !== '') throw new Error('Text outside the root');
    const parent = open.at(-1);
    if (parent !== undefined) parent.text += before;
    rest = rest.slice(next);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) throw new Error('Unclosed comment');
      rest = rest.slice(end + 3);
      continue;
    }
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>/.exec(rest);
    if (close !== null) {
      const expected = stack.pop();
      open.pop();
      if (expected !== close[1]) throw new Error(`</${close[1]}> closes <${expected}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const tag =
      /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(
        rest,
      );
    if (tag === null) throw new Error(`Malformed tag at: ${rest.slice(0, 80)}`);
    const [whole, name = '', attributeText = '', selfClosing] = tag;
    if (stack.length === 0 && root !== undefined) throw new Error('More than one root element');
    root ??= name;
    const attributes: Record<string, string> = {};
    for (const match of attributeText.matchAll(
      /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      const attribute = match[1] ?? '';
      if (attribute in attributes) throw new Error(`Attribute ${attribute} twice on <${name}>`);
      const value = match[2] ?? match[3] ?? '';
      checkText(value);
      attributes[attribute] = value;
    }
    const element = { name, attributes, text: '' };
    elements.push(element);
    if (selfClosing !== '/') {
      stack.push(name);
      open.push(element);
    }
    rest = rest.slice(whole.length);
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join('>, <')}>`);
  if (root === undefined) throw new Error('No root element');
  return { root, elements };
}
