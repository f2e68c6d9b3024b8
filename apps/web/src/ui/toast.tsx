import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
};

type Toast = ToastOptions & { id: number };

/** Spec constants (applicant §9, staff-admin §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const FOCUS_KEY = 'F8';

let visibleToasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]) {
  visibleToasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a notification; the newest replaces older ones beyond the limit. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  setToasts([{ ...options, id }, ...visibleToasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  setToasts(visibleToasts.filter((item) => item.id !== id));
}

function useFocusOnKey(key: string) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key) return;
      event.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key]);
  return ref;
}

/** The notification area: one per app, rendered once at the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, () => visibleToasts);
  const regionRef = useFocusOnKey(FOCUS_KEY);
  return (
    <section ref={regionRef} className="toast-region" aria-label={`Notifications (${FOCUS_KEY})`} tabIndex={-1}>
      <ol className="toast-list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
}

/** Dismisses the toast when its time is up; the clock stops while pointer or focus is on it. */
function useAutoDismiss(id: number, durationMs: number, paused: boolean) {
  const remainingMs = useRef(durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [id, paused]);
}

function ToastItem({ toast: item }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(item.id, item.durationMs ?? TOAST_DURATION_MS, hovered || focused);
  const variant = item.variant ?? 'default';
  return (
    <li
      className={`toast toast--${variant}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="toast__text" role={variant === 'destructive' ? 'alert' : undefined}>
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
