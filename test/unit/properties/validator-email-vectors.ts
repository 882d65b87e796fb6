/**
 * validator.js's own test vectors for `isEmail` with its default options: the first test of
 * https://github.com/validatorjs/validator.js/blob/master/test/validators/isEmail.test.js
 * (formerly in test/validators.test.js), plus that file's unpaired-surrogate test. Copyright
 * Chris O'Hara and contributors, MIT licence. Copied as data; the only changes are noted below.
 *
 * Invisible or unusual characters are written as escapes so a reader sees them. In the copy read,
 * 'test1@invalid.co m' … 'test11@invalid.co m' each hold a Unicode space between 'co' and 'm'
 * that could not be told apart from the others; here they are eleven distinct space separators
 * (U+00A0, U+1680, U+2000…U+2008), chosen, not copied. The three 'nbsp…' vectors hold U+00A0, as
 * their names say; 'test12' and 'test13' hold U+3000, which was checked.
 */
const a = (count: number) => 'a'.repeat(count);

export const VALIDATOR_VALID_EMAILS: readonly string[] = [
  'foo@bar.com',
  'x@x.au',
  'foo@bar.com.au',
  'foo+bar@bar.com',
  'hans.m\u7aefller@test.com',
  'hans@m\u7aefller.com',
  'test|123@m\u7aefller.com',
  'test123+ext@gmail.com',
  'some.name.midd.leNa.me.and.locality+extension@GoogleMail.com',
  '"foobar"@example.com',
  '"  foo  m\u7aefller "@example.com',
  '"foo\\@bar"@example.com',
  `${a(64)}@${a(63)}.com`,
  `${a(64)}@${a(63)}.com`,
  `${a(31)}@gmail.com`,
  'test@gmail.com',
  'test.1@gmail.com',
  'test@1337.com',
];

const UNICODE_SPACES = [
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2002',
  '\u2003',
  '\u2004',
  '\u2005',
  '\u2006',
  '\u2007',
  '\u2008',
];

export const VALIDATOR_INVALID_EMAILS: readonly string[] = [
  'invalidemail@',
  'invalid.com',
  '@invalid.com',
  'foo@bar.com.',
  'foo@_bar.com',
  'somename@\uff47\uff4d\uff41\uff49\uff4c.com',
  'foo@bar.co.uk.',
  'z@co.c',
  `${'\uff47\uff4d\uff41\uff49\uff4c'.repeat(5)}@gmail.com`,
  `${a(64)}@${a(251)}.com`,
  `${a(65)}@${a(250)}.com`,
  `${a(64)}@${a(64)}.com`,
  `${a(64)}@${a(63)}.${a(63)}.${a(63)}.${a(58)}.com`,
  ...UNICODE_SPACES.map((space, index) => `test${index + 1}@invalid.co${space}m`),
  'test12@invalid.co\u3000m',
  'test13@invalid.co\u3000m',
  'multiple..dots@stillinvalid.com',
  'test123+invalid! sub_address@gmail.com',
  'gmail...ignores...dots...@gmail.com',
  'ends.with.dot.@gmail.com',
  'multiple..dots@gmail.com',
  'wrong()[]",:;<>@@gmail.com',
  '"wrong()[]",:;<>@@gmail.com',
  'username@domain.com\ufffd',
  'username@domain.com\u00a9',
  'nbsp\u00a0test@test.com',
  'nbsp_test@te\u00a0st.com',
  'nbsp_test@test.co\u00a0m',
  '"foobar@gmail.com',
  '"foo"bar@gmail.com',
  'foo"bar"@gmail.com',
  // The unpaired-surrogate test: validator.js 13.15 throws on these; the portal must answer false.
  '\ud800@example.com',
  '\udc00@example.com',
];
