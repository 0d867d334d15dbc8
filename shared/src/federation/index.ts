/**
 * What each remote exposes to the shell, typed once so both sides agree. Each remote's exposed
 * files only re-export modules of these shapes.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** `./routes`: the remote's route subtree, with absolute paths under the prefixes the shell gives it. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /** The release label the remote was built with, shown on its mount point for operators and tests. */
  release: string;
}

/** A component the shell mounts in one of its layout slots (`./AccountPanel`, `./VideoPlayerModal` ...). */
export interface RemoteSlotModule {
  default: ComponentType;
  release: string;
}
