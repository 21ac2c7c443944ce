import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import * as v from 'valibot';
import { logger } from '../../../lib/logger';
import { preferencesStore } from '../../../preferences/preferences-instance';
import type { Preferences, PreferencesPatch } from '../../../preferences';
import { usePreferences } from '../../../preferences/use-preferences';

/**
 * How one settings form maps onto the stored preferences. Pass a module-level constant: the form
 * re-derives its values whenever this object changes identity.
 */
export interface AutosaveSpec<V extends FieldValues> {
  /** Validates the form; built from the preferences schema's field schemas. */
  readonly schema: v.GenericSchema<V, V>;
  /**
   * The save units: each is validated, saved and taken over from other tabs as one value (a range
   * pair is one unit, so that its two ends are never stored half-changed).
   */
  readonly units: readonly (keyof V & string)[];
  /** The form's values as the stored preferences give them. */
  readonly fromPreferences: (preferences: Preferences) => V;
  /** The preferences change that stores `values` (every unit given, valid or as stored). */
  readonly toPatch: (values: V) => PreferencesPatch;
}

/** A settings form whose valid changes are saved as they are made. */
export interface AutosaveForm<V extends FieldValues> {
  readonly form: UseFormReturn<V, unknown, V>;
  /** Validates every field and saves each unit that is valid and differs from the stored value. */
  readonly commit: () => Promise<void>;
  /** Registers an input that saves on every change (`asNumber` for `type="number"` inputs). */
  readonly bind: <N extends Path<V>>(
    name: N,
    options?: { readonly asNumber?: boolean },
  ) => UseFormRegisterReturn<N>;
  /** Drops every edit in progress and shows the stored values (after a reset to defaults). */
  readonly resetToStored: () => void;
  /** The store refused the last save (it conflicts with settings changed elsewhere). */
  readonly saveFailed: boolean;
}

/** Settings values are JSON (numbers, strings, flags, pairs), so their JSON text compares them. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A react-hook-form form over a slice of the preferences: validated on every change by the slice's
 * schema, saved unit by unit through the preferences store (an invalid unit keeps its message
 * and is not saved; the valid ones are), and kept in step with changes made in another tab without
 * losing what the user is typing in this one.
 */
export function useAutosaveForm<V extends FieldValues>(spec: AutosaveSpec<V>): AutosaveForm<V> {
  const preferences = usePreferences();
  const stored = useMemo(() => spec.fromPreferences(preferences), [spec, preferences]);
  // Seeds the form through `values` (typed as V, where `defaultValues` wants a deep partial). It
  // never changes after mount, so react-hook-form's own whole-form re-sync never runs: the effect
  // below takes over other tabs' changes unit by unit instead.
  const [initialValues] = useState(stored);
  const form = useForm<V, unknown, V>({
    resolver: valibotResolver(spec.schema),
    // Every check runs and reports: by default the resolver stops at a value's first problem, so
    // a range whose end is out of bounds would not also say that its ends are in the wrong order.
    criteriaMode: 'all',
    mode: 'onChange',
    values: initialValues,
  });
  const [saveFailed, setSaveFailed] = useState(false);
  const storedRef = useRef(stored);

  useEffect(() => {
    const previous = storedRef.current;
    storedRef.current = stored;
    if (previous === stored) return;
    const values = form.getValues();
    const next: V = { ...values };
    let adopted = false;
    for (const unit of spec.units) {
      if (same(values[unit], stored[unit])) continue;
      // A unit that differs from what was stored before is an edit in progress here (invalid, so
      // not saved): the user's text wins over the other tab's change.
      if (!same(values[unit], previous[unit])) continue;
      next[unit] = stored[unit];
      adopted = true;
    }
    if (!adopted) return;
    // keepFieldsRef writes the new values into the mounted inputs; keepErrors keeps the messages
    // of the fields still being edited, and the validation after it settles the rest.
    form.reset(next, { keepErrors: true, keepFieldsRef: true });
    void form.trigger();
  }, [form, spec, stored]);

  const commit = useCallback(async () => {
    // Shows every field's message. What may be saved is decided below on the values themselves,
    // because the form state this hook saw at render time may predate this change.
    await form.trigger();
    const values = form.getValues();
    // Read the store now rather than the last render's copy, so that a change another tab made a
    // moment ago is not overwritten with the value this form showed before it.
    const fresh = spec.fromPreferences(preferencesStore().get());
    let next: V = fresh;
    let changed = false;
    for (const unit of spec.units) {
      if (same(values[unit], fresh[unit])) continue;
      // A unit is taken when the whole form stays valid with it. Checking it on its own would miss
      // the checks across fields, which do not run while any other field is unreadable.
      const candidate: V = { ...next };
      candidate[unit] = values[unit];
      if (!v.is(spec.schema, candidate)) continue;
      next = candidate;
      changed = true;
    }
    if (!changed) return;
    const result = preferencesStore().update(spec.toPatch(next));
    setSaveFailed(!result.ok);
    if (!result.ok) logger.warn('settings: change refused', result.problems);
  }, [form, spec]);

  const resetToStored = useCallback(() => {
    const current = spec.fromPreferences(preferencesStore().get());
    storedRef.current = current;
    form.reset(current, { keepFieldsRef: true });
    setSaveFailed(false);
  }, [form, spec]);

  const bind = useCallback(
    <N extends Path<V>>(name: N, options?: { readonly asNumber?: boolean }) =>
      form.register(name, {
        valueAsNumber: options?.asNumber ?? false,
        onChange: () => void commit(),
      }),
    [form, commit],
  );

  return { form, commit, bind, resetToStored, saveFailed };
}
