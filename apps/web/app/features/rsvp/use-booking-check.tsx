import { getRsvpChallenge } from '@meridian/contracts/rsvp';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { loadAltcha } from './load-altcha';

/** A solved check older than this is solved again before use (the server takes one for 20 minutes). */
const FRESH_MS = 15 * 60_000;

interface Attempt {
  startedAt: number;
  payload: Promise<string | null>;
}

/** The widget's methods exist once it has mounted (its `load` event). */
function mounted(widget: AltchaWidgetElement): Promise<AltchaWidgetElement> {
  if (typeof widget.verify === 'function') return Promise.resolve(widget);
  return new Promise((resolve) => widget.addEventListener('load', () => resolve(widget), { once: true }));
}

/**
 * The RSVP form's booking check (docs/product.md, Webinar seats): an ALTCHA proof-of-work the
 * browser solves in the background while the visitor types, shown nowhere. `element` goes inside
 * the form; `take()` gives a solved check for one booking (waiting for it, or solving again when the
 * last one failed or got old) and starts the next, since each is used once. Null means the browser
 * could not solve one: the caller says so and keeps what was typed.
 */
export function useBookingCheck(active: boolean): { element: ReactNode; take: () => Promise<string | null> } {
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const ready = useRef<{ resolve: (widget: AltchaWidgetElement) => void; promise: Promise<AltchaWidgetElement> }>(null);
  const attempt = useRef<Attempt | null>(null);
  // A fresh challenge for every attempt: each is solved and used once.
  const { mutateAsync: challengeFor } = useEndpointMutation(getRsvpChallenge);

  if (ready.current === null) {
    let resolve: (widget: AltchaWidgetElement) => void = () => undefined;
    const promise = new Promise<AltchaWidgetElement>((done) => {
      resolve = done;
    });
    ready.current = { resolve, promise };
  }

  const attach = useCallback((element: AltchaWidgetElement | null) => {
    widget.current = element;
    if (element) void mounted(element).then((w) => ready.current?.resolve(w));
  }, []);

  const start = useCallback(() => {
    const payload = (async () => {
      const [element, challenge] = await Promise.all([
        ready.current?.promise,
        challengeFor({ loading: false, keepNotifications: true }),
      ]);
      if (!element) return null;
      await element.configure({ challenge });
      return (await element.verify())?.payload ?? null;
    })().catch(() => null);
    attempt.current = { startedAt: Date.now(), payload };
  }, [challengeFor]);

  useEffect(() => {
    if (!active || loaded) return;
    loadAltcha()
      .then(() => setLoaded(true))
      .catch(() => undefined); // take() answers null: the form says the check did not finish.
  }, [active, loaded]);

  useEffect(() => {
    if (loaded && attempt.current === null) start();
  }, [loaded, start]);

  const take = useCallback(async () => {
    const current = attempt.current;
    if (!current || Date.now() - current.startedAt > FRESH_MS) start();
    let payload = await attempt.current?.payload;
    if (!payload) {
      // One more try: a challenge that could not be fetched or solved a moment ago may work now.
      start();
      payload = await attempt.current?.payload;
    }
    start();
    return payload ?? null;
  }, [start]);

  const element = loaded ? (
    <altcha-widget
      ref={attach}
      display="invisible"
      auto="off"
      configuration={JSON.stringify({ humanInteractionSignature: false, hideLogo: true, hideFooter: true })}
    />
  ) : null;
  return { element, take };
}
