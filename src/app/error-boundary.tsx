import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The error and its `cause` chain, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 10) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

interface State {
  error: unknown;
}

/**
 * Catches a crashed page: shows what failed and lets the reader try again, which loads the page
 * afresh from the server (the data that crashed the render would crash a re-render too).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    // A navigation to another page clears the crash.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('docs: page crashed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const [message, ...causes] = errorChain(error);
    return (
      <main id="main" className="page-crash" role="alert" tabIndex={-1}>
        <h1>This page crashed.</h1>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <p className="page-crash-message">{message}</p>
        {causes.length > 0 && (
          <ul className="page-crash-causes">
            {causes.map((cause, i) => (
              <li key={i}>Cause: {cause}</li>
            ))}
          </ul>
        )}
      </main>
    );
  }
}

/** Keeps one broken navbar item from taking the navbar down; names it in development builds. */
export class NavItemBoundary extends Component<{ children: ReactNode; label: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`docs: navbar item "${this.props.label}" failed to render`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return process.env.NODE_ENV === 'production' ? null : <span className="navbar-item-error">Navbar item "{this.props.label}" failed to render</span>;
  }
}
