import { addEmbedOrigin, EMBED_ORIGIN_INVALID, type MessageKey } from '@pulzus/core';
import { useState } from 'react';

/** The origin being typed into the key form, with its refusal (docs/embedding.md). */
export interface OriginDraft {
  /** The typed text. */
  readonly text: string;
  /** Why the last add was refused, or null. */
  readonly error: MessageKey | null;
  /** Changes the typed text (and clears the refusal). */
  change(text: string): void;
  /** Adds the typed origin by core's rule; an empty text is refused as not an origin. */
  add(): void;
  /** Before saving: adds a typed origin too; false when the text is no origin (the form must not save). */
  commit(): boolean;
}

/** The typed origin of the key form: added through core's `addEmbedOrigin` to the form's `origins`. */
export function useOriginDraft(
  origins: readonly string[],
  onChange: (origins: string[]) => void,
): OriginDraft {
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const tryAdd = (): boolean => {
    const result = addEmbedOrigin(origins, text);
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    onChange([...result.origins]);
    setText('');
    setError(null);
    return true;
  };
  return {
    text,
    error,
    change(next) {
      setText(next);
      setError(null);
    },
    add() {
      if (text.trim() === '') setError(EMBED_ORIGIN_INVALID);
      else tryAdd();
    },
    commit: () => text.trim() === '' || tryAdd(),
  };
}
