import { createContext, useContext } from 'react';
import type { ModuleImage, TextMarkState } from '@keepsake/shared/contract/website';
import type { Path } from '../../state/schema-walk';

/** The frame's report of the selection's marks in a text module (web:update-module-text-mark-state). */
export interface FrameMarks {
  moduleId: string;
  marks: TextMarkState;
  spanId?: string | undefined;
}

/** Whose values the editors edit: a module, or one part of the site (its design, its company…). */
export interface Owner {
  id: string;
  type: string;
}

/** What every field editor of the properties panel shares: how to set a value, its error, the site's facts. */
export interface FieldEnv {
  /** Sets the value at a path of the module (undefined removes an optional value); checked by the contract. */
  set: (path: Path, value: unknown) => void;
  errorAt: (path: Path) => string | null;
  pages: { path: string; title: string }[];
  images: ModuleImage[];
  locations: { id: string; name: string }[];
  marks: FrameMarks | null;
  /** Uploads a picture through the image pipeline; absent where uploads are not offered. */
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
}

export const FieldEnvContext = createContext<FieldEnv | null>(null);

export function useFieldEnv(): FieldEnv {
  const env = useContext(FieldEnvContext);
  if (!env) throw new Error('A field editor is used outside the properties panel.');
  return env;
}
