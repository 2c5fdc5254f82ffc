// A list of tags typed one at a time: Enter, a comma or leaving the field adds what was typed,
// the browser's own list suggests the tags already in use (GET /api/link/tags), and each chosen
// tag has a button to remove it. Used by the link forms and the list's tag filter.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { TagCount } from '../types';
import { tagProblem } from '../utils/link-schema';

export interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions: TagCount[] | undefined;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  /** Only known tags may be added (a filter by an unknown tag finds nothing). */
  knownOnly?: boolean;
  className?: string;
}

export function TagsInput({
  label,
  value,
  onChange,
  suggestions,
  hint,
  error,
  placeholder,
  knownOnly = false,
  className,
}: TagsInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = `${id}-suggestions`;
  const hintId = hint ? `${id}-hint` : undefined;
  const shown = problem ?? error;
  const errorId = shown ? `${id}-error` : undefined;
  const offered = (suggestions ?? []).filter((s) => !value.includes(s.tag));

  /** Adds every comma-separated tag of `raw`; returns false when one is refused. */
  const commit = (raw: string): boolean => {
    const parts = raw.split(',').map((part) => part.trim());
    if (parts.every((part) => part === '')) {
      setText('');
      setProblem(null);
      return true;
    }
    const next = [...value];
    for (const part of parts.filter((other) => other !== '')) {
      const refused = tagProblem(part);
      if (refused) {
        setProblem(refused);
        return false;
      }
      if (knownOnly && !suggestions?.some((s) => s.tag === part)) {
        setProblem(t('links.tagsInput.unknownTag', { tag: part }));
        return false;
      }
      if (!next.includes(part)) next.push(part);
    }
    onChange(next);
    setText('');
    setProblem(null);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the form.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className="tag-list" aria-label={t('links.tagsInput.chosen', { label })}>
          {value.map((tag) => (
            <li key={tag} className="tag">
              <span>{tag}</span>
              <button
                type="button"
                className="tag__remove"
                aria-label={t('links.tagsInput.removeTag', { tag })}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="input"
        list={listId}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="none"
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const typed = event.target.value;
          // A comma ends a tag, as in the list filter's syntax.
          if (typed.includes(',')) {
            const last = typed.slice(typed.lastIndexOf(',') + 1);
            if (commit(typed.slice(0, typed.lastIndexOf(',')))) setText(last);
            else setText(typed);
            return;
          }
          setText(typed);
          // Picking a suggestion from the browser's list adds it at once; typing it does not
          // (the tag typed so far may be the start of a longer one).
          const native = event.nativeEvent;
          const picked =
            !(native instanceof InputEvent) || native.inputType === 'insertReplacementText';
          if (picked && offered.some((s) => s.tag === typed)) commit(typed);
          else setProblem(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim()) commit(text);
        }}
      />
      <datalist id={listId}>
        {offered.map((s) => (
          <option key={s.tag} value={s.tag}>
            {t('links.tagsInput.suggestion', {
              tag: s.tag,
              count: s.links,
              number: formatNumber(s.links),
            })}
          </option>
        ))}
      </datalist>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {shown && (
        <p id={errorId} className="field__error">
          {shown}
        </p>
      )}
    </div>
  );
}
