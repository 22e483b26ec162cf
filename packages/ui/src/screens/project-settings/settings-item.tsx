import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/button/button.tsx';

export interface SettingsItemProps {
  /** The item's heading (an h3). */
  title: ReactNode;
  /** Its actions: ItemActions. */
  actions: ReactNode;
  children: ReactNode;
}

/** One item of a project-settings list (a distribution, a webhook): heading and actions, then its details. */
export function SettingsItem({ title, actions, children }: SettingsItemProps) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {title}
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {children}
    </li>
  );
}

/** A small action of a SettingsItem; its aria-label names the item it acts on. */
export function ItemAction({ variant = 'ghost', ...props }: ButtonProps & { 'aria-label': string }) {
  return <Button variant={variant} size="sm" {...props} />;
}
