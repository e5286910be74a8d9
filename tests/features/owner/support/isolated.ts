/**
 * The visitor's texts in `container` that are not shown isolated: each of `texts` must be the
 * whole content of a <bdi> or of an element with dir="auto", so that a right-to-left name (or a
 * stray direction control in an older row) cannot reorder the text around it.
 */
export function notIsolated(container: HTMLElement, texts: string[]): string[] {
  const isolates = [...container.querySelectorAll("bdi, [dir=auto]")].map((el) => el.textContent);
  return texts.filter((text) => !isolates.includes(text));
}
