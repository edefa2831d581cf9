/** What readers see while a page chunk loads slowly, or after it failed to load. */
export interface PageLoadState {
  status: 'ready' | 'loading' | 'error';
  /** Slow loads only: the loader appears after a short delay. */
  slow?: boolean;
  error?: string;
  retry?: () => void;
}

export function PageStatus({ state }: { state: PageLoadState }) {
  if (state.status === 'loading' && state.slow) {
    return (
      <div className="page-loader" role="status" aria-live="polite">
        <span className="page-loader-spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading the page…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="page-load-error" role="alert">
        <p>{state.error ?? 'This page could not finish loading.'}</p>
        <button type="button" className="button button-primary" onClick={state.retry}>
          Retry
        </button>
      </div>
    );
  }
  return null;
}
