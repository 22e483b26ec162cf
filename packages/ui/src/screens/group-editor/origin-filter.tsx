import type { KeyFilter } from '@verba/api-client/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The editor's origin filter (aids contract): values a machine or the memory wrote, for a reviewer to go through. */
export const ORIGIN_FILTERS = ['any', 'MACHINE', 'MEMORY'] as const;
export type OriginFilter = (typeof ORIGIN_FILTERS)[number];

/** `?origin=MACHINE` or `?origin=MEMORY`; anything else is no origin filter. */
export const originFromParams = (params: URLSearchParams): OriginFilter => {
  const origin = params.get('origin');
  return ORIGIN_FILTERS.includes(origin as OriginFilter) ? (origin as OriginFilter) : 'any';
};

/** The KeyFilter's part for it: the values of `language` with that origin. */
export const originKeyFilter = (origin: OriginFilter, language: string): KeyFilter =>
  origin === 'any' ? {} : { origin, originIn: language };

export interface OriginFilterSelectProps {
  value: OriginFilter;
  onChange: (origin: OriginFilter) => void;
}

/** The toolbar's "Origin" select; the language it applies to is the toolbar's language. */
export function OriginFilterSelect({ value, onChange }: OriginFilterSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const names: Record<OriginFilter, string> = {
    any: t('projects.editor.originAny'),
    MACHINE: t('projects.editor.originMachine'),
    MEMORY: t('projects.editor.originMemory'),
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only font-medium text-sm xl:not-sr-only">
        {t('projects.editor.origin')}
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as OriginFilter)}
      >
        {ORIGIN_FILTERS.map((origin) => (
          <option key={origin} value={origin}>
            {names[origin]}
          </option>
        ))}
      </select>
    </div>
  );
}
