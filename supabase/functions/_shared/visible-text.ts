// What a visitor types, as the form, the database and the edge functions read it: text that
// shows nothing is no answer, and characters that reorder or hide the text after them are never
// kept. Plain TypeScript with no imports (the site reaches it through @shared/visible-text).
// The migration that adds the database's CHECKs lists the same characters, and
// tests/supabase/visitor_text.test.ts fails when the two disagree on any of the first 65,536.

/**
 * Direction and joining controls: the bidirectional embeddings, overrides and isolates (a
 * right-to-left override reverses every character after it), the marks, and the zero-width
 * space, non-joiner and joiner. They show nothing themselves.
 */
const controls = "\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2066-\\u2069";

/**
 * Characters that show nothing: the controls above, every space (Unicode's White_Space, the
 * no-break and ideographic ones included), the soft hyphen, the invisible operators and joiner,
 * the byte order mark, the variation selectors, and the fillers that render blank.
 */
const invisible = `${controls}\\t\\n\\v\\f\\r \\u0085\\u00A0\\u00AD\\u034F\\u115F\\u1160\\u1680\\u17B4\\u17B5\\u180B-\\u180F\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F-\\u2064\\u206A-\\u206F\\u3000\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0`;

const anyControl = new RegExp(`[${controls}]`, "g");
// The combining grapheme joiner and the variation selectors stand alone in this list, combined
// with nothing, which is what the lint rule cannot tell.
// eslint-disable-next-line no-misleading-character-class
const visible = new RegExp(`[^${invisible}]`);

/** `text` without the direction and joining controls, which the database refuses. */
export const withoutControls = (text: string) => text.replace(anyControl, "");

/** Whether `text` has at least one character that shows something. */
export const hasVisibleText = (text: string) => visible.test(text);
