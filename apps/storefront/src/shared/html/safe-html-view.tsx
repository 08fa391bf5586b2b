import { Box, chakra } from '@chakra-ui/react';
import { UiLink } from '@rewards/ui';
import { parseSafeHtml, type SafeNode } from './safe-html';

function render(nodes: readonly SafeNode[]): React.ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.text;
    const children = render(node.children);
    if (node.tag === 'a') {
      return node.href === undefined ? (
        <chakra.span key={index}>{children}</chakra.span>
      ) : (
        <UiLink
          key={index}
          href={node.href}
          external={/^https?:/i.test(node.href)}
          color="accent.fg"
          textDecoration="underline"
        >
          {children}
        </UiLink>
      );
    }
    if (node.tag === 'br' || node.tag === 'hr') {
      const Void = chakra[node.tag];
      return <Void key={index} />;
    }
    const Element = chakra[node.tag];
    return <Element key={index}>{children}</Element>;
  });
}

/** The shop's own CMS HTML, rendered through `parseSafeHtml` as React elements (never as raw HTML). */
export function SafeHtml({ html }: { readonly html: string }) {
  return (
    <Box
      lineHeight="1.7"
      maxW="prose"
      css={{
        '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '8', mb: '3' },
        '& h3, & h4, & h5, & h6': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2' },
        '& p': { mb: '4' },
        '& ul, & ol': { ps: '6', mb: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& table': { width: '100%', borderCollapse: 'collapse', mb: '4' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', p: '2', textAlign: 'start' },
        '& blockquote': {
          borderStartWidth: '4px',
          borderColor: 'border',
          ps: '4',
          color: 'fg.muted',
        },
      }}
    >
      {render(parseSafeHtml(html))}
    </Box>
  );
}
