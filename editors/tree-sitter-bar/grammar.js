/**
 * Tree-sitter grammar for `.bar` spec files (Grammar.md §2–3).
 *
 * The language has one uniform syntax: a file is statements; a statement is an attribute (`name: value`)
 * or a block (`keyword label? { statements }`). Which keywords, attributes and values exist is vocabulary,
 * not syntax, so it lives in the highlight queries (generated from the vocabulary by `bar`'s tests), not here.
 */
module.exports = grammar({
  name: 'bar',

  extras: $ => [/[ \t\r\n\uFEFF]/, $.comment],

  word: $ => $.name,

  rules: {
    source_file: $ => repeat($._statement),

    _statement: $ => choice($.attribute, $.block),

    // `title: "Inbox"` — a name directly followed by `:`.
    attribute: $ => seq(
      field('name', alias($.name, $.attribute_name)),
      ':',
      field('value', $._value),
    ),

    // `item share { … }`, `spacer flexible`, `stack { … }`. A name after the keyword is its label, so the
    // block prefers to take it (prec.right) over ending before it.
    block: $ => prec.right(seq(
      field('keyword', alias($.name, $.keyword)),
      optional(field('label', choice(alias($.name, $.label), $.string))),
      optional(field('body', $.body)),
    )),

    body: $ => seq('{', repeat($._statement), '}'),

    _value: $ => choice(alias($.name, $.word), $.string, $.number),

    name: _ => /[A-Za-z_][A-Za-z0-9_.\-]*/,

    number: _ => /[0-9]+(\.[0-9]+)*/,

    string: $ => seq(
      '"',
      repeat(choice(token.immediate(prec(1, /[^"\\\n]+/)), $.escape_sequence)),
      token.immediate('"'),
    ),

    escape_sequence: _ => token.immediate(seq('\\', choice('"', '\\', 'n', 't', /u\{[0-9A-Fa-f]{1,8}\}/))),

    comment: _ => token(seq('//', /[^\n]*/)),
  },
});
