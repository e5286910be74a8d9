import { Component, type ErrorInfo, type ReactNode } from "react";
import { siteConfig } from "@/config/site";

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * If any part of the page throws while rendering, React would otherwise unmount the whole
 * tree and leave a blank page. The fallback keeps to plain markup and the two contact details,
 * so that it cannot fail the way the page did and a visitor can still reach the business.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The page failed to render:", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { name, phone, email, errorPage } = siteConfig;
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-ink">{errorPage.title}</h1>
        <p className="mt-4 text-lg">
          {name} {errorPage.stillHere}{" "}
          <a href={phone.href} className="font-semibold text-brand-dark underline">
            {phone.display}
          </a>{" "}
          {errorPage.orEmail}{" "}
          <a href={`mailto:${email}`} className="font-semibold text-brand-dark underline">
            {email}
          </a>
          .
        </p>
      </main>
    );
  }
}
