import { describe, expect, it } from 'vitest';
import { parseDeclarations, scopeCss } from './scopeCss';

describe('scopeCss', () => {
  it('prefixes every selector, inside @media too', () => {
    expect(scopeCss('.permit{color:red} h1, p > a {margin:0}', '.f1')).toBe(
      '.f1 .permit{color:red}.f1 h1,.f1 p > a{margin:0}',
    );
    expect(scopeCss('@media (max-width: 600px){ .a{color:red} }', '.f1')).toBe(
      '@media (max-width: 600px){.f1 .a{color:red}}',
    );
  });

  it('maps page selectors to the form and keeps keyframes, drops @import and comments', () => {
    expect(scopeCss('body{color:red} :root .x{a:b}', '.f1')).toBe('.f1{color:red}.f1 .x{a:b}');
    expect(scopeCss('@import url(x.css); /* c */ @keyframes k{from{opacity:0}to{opacity:1}}', '.f1')).toBe(
      '@keyframes k{from{opacity:0}to{opacity:1}}',
    );
  });

  it('does not split selectors inside :is() and cannot close its style element', () => {
    expect(scopeCss(':is(.a, .b) .c{x:y}', '.f1')).toBe('.f1 :is(.a, .b) .c{x:y}');
    expect(scopeCss('.a{content:"</style>"}', '.f1')).not.toContain('</style');
  });
});

describe('parseDeclarations', () => {
  it('turns a style attribute into a style object', () => {
    expect(parseDeclarations('background-color: #fff; width:100%;bad')).toEqual({
      backgroundColor: '#fff',
      width: '100%',
    });
  });
});
