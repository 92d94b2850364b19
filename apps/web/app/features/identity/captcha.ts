/** The sign-up CAPTCHA (docs/product.md, Sign-up): two random digits 0–9. */
export interface Captcha {
  a: number;
  b: number;
}

function digit(random: () => number): number {
  return Math.min(9, Math.floor(random() * 10));
}

/** New digits; different from `previous` when given, so Refresh always shows a new question. */
export function drawCaptcha(previous?: Captcha, random: () => number = Math.random): Captcha {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const next = { a: digit(random), b: digit(random) };
    if (!previous || next.a !== previous.a || next.b !== previous.b) return next;
  }
  // Only a broken random source gets here; still change the question.
  const a = previous ? (previous.a + 1) % 10 : 0;
  return { a, b: previous?.b ?? 0 };
}
