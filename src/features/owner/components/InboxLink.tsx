import { useContext, type ComponentProps, type MouseEvent } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";

/**
 * A link within the inbox that moves without reloading the page. Not React Router's <Link> nor
 * useNavigate: react-router-dom lives in the landing page's chunk, whose JavaScript budget has
 * no room left, and either would add code there that no public page uses (<Link> with
 * useSearchParams ~450 bytes gzip). The router's own history (its navigation context, which
 * BrowserRouter already provides) pushes the entry and re-renders the routes just the same.
 */
export function InboxLink({
  href,
  onClick,
  children,
  ...props
}: ComponentProps<"a"> & { href: string }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click (new tab, new window) is the browser's to handle.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigator.push(href);
  };
  return (
    <a href={href} onClick={follow} {...props}>
      {children}
    </a>
  );
}
