import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Permission } from '../../domain/permissions.js';
import { lazyScreen } from './lazy-screen.js';

/**
 * What each kind of screen is opened with, by kind. Each feature's descriptor adds its own kind
 * here (declaration merging), so a request is typed by the screen that takes it and no list of
 * kinds is written twice.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each screen's descriptor.
export interface ScreenRequests {}

export type ScreenKind = keyof ScreenRequests;

export type ScreenRequest<K extends ScreenKind = ScreenKind> = {
  [P in K]: { kind: P } & ScreenRequests[P];
}[K];

export interface ScreenProps<K extends ScreenKind> {
  request: ScreenRequest<K>;
  onClose: () => void;
}

/**
 * Where the header shows a screen's action (docs/product.md §2), in the header's order: the
 * service's own buttons, the count, the money view, the Batch and Manage menus, the two lists.
 */
export type ActionPlace = 'primary' | 'count' | 'reports' | 'batch' | 'manage' | 'lists';

/** The counts the two lists' actions show. */
export interface ActionCounts {
  manual: number;
  unassigned: number;
}

export interface ScreenAction {
  place: ActionPlace;
  label: (t: TFunction, counts: ActionCounts) => string;
  icon?: ComponentType<{ size?: number }>;
  /** Managers that edit what the inventory shows wait for it to load. */
  needsData?: boolean;
}

/** A long-lived screen's place in the browser: reload opens it there, Back closes it. */
export interface ScreenAddress<K extends ScreenKind> {
  /** The path of a request, under /admin/. */
  toPath: (request: ScreenRequest<K>) => string;
  /** The request a path stands for, or null when the path is not this screen's. */
  fromPath: (path: string) => ScreenRequest<K> | null;
}

/** One screen the dashboard opens: each feature that owns one exports it from its index.ts. */
export interface ScreenDescriptor<K extends ScreenKind> {
  kind: K;
  /** Who may open it (domain/permissions.ts); none: every member. */
  permission?: Permission | ((request: ScreenRequest<K>) => Permission | undefined);
  /** The screen itself, most often lazyDialog(() => import(...)): a chunk of its own. */
  Screen: ComponentType<ScreenProps<K>>;
  /** Its action in the header, if it has one. */
  action?: ScreenAction;
  address?: ScreenAddress<K>;
}

export type AnyScreen = { [K in ScreenKind]: ScreenDescriptor<K> }[ScreenKind];

/**
 * A screen whose code is its own chunk, fetched when first opened, so /admin's first load stays
 * small, and drawn as soon as it is in (lazyScreen: no Suspense boundary holding it 300 ms more).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyScreen(load, () => null).Screen;
}

/** The request of a screen opened with nothing more than its kind. */
export type PlainRequest = Record<never, never>;

/** The address of a screen with one place: /admin/<name>. */
export function fixedAddress<K extends ScreenKind>(kind: K, name: string): ScreenAddress<K> {
  const path = `/admin/${name}`;
  // The kind alone is the whole request of a screen whose request is PlainRequest.
  const request = { kind } as ScreenRequest<K>;
  return { toPath: () => path, fromPath: (given) => (given === path ? request : null) };
}
