/**
 * The app's intl object, which react-intl's `useIntl` returns (AppProviders gives it through `RawIntlProvider`).
 * It formats as react-intl's own (`createIntl` of react-intl and @formatjs/intl) for what the app calls — messages,
 * numbers, dates, times, lists — without the rest of formatjs, about 5 KB gzip that every page downloaded.
 * create-intl.test.ts checks every message of both catalogues, and each of these formatters, against react-intl's.
 * The other formatters of `IntlShape` (relative times, display names, parts…) are not here: the app calls none
 * (create-intl.test.ts checks its sources), and calling one fails in tests as in the browser.
 */
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { cachedFormatter, type FormattedMessage, formatMessageAst, type MessageValues, messageAst } from './format-message';

export interface IntlInit {
  readonly locale: string;
  readonly defaultLocale: string;
  /** Message texts, or their ICU ASTs (builds), by id. */
  readonly messages: Readonly<Record<string, unknown>>;
}

/** What react-intl reports through `onError`, except a missing translation, which is expected and silent. */
function report(error: unknown): void {
  console.error(error);
}

/** react-intl's keys for a message in parts: each React element in a keyed fragment. */
function keyed(message: FormattedMessage): FormattedMessage {
  if (!Array.isArray(message)) return message;
  return Children.toArray(message as ReactNode[]).map((child, index) =>
    isValidElement(child) ? createElement(Fragment, { key: index }, child) : child,
  );
}

const TIME_FIELDS = ['hour', 'minute', 'second', 'timeStyle', 'dateStyle'] as const;

export function createIntl({ locale, defaultLocale, messages }: IntlInit): IntlShape {
  /**
   * The translation, else (missing, empty, or failing) the default message in the default locale, else the
   * translation's text, the default message's, or the id: @formatjs/intl's order. The build strips default messages
   * (web/strip-default-messages.ts); the catalogues are complete (test/web/i18n.test.ts).
   */
  function formatMessage(descriptor: MessageDescriptor, values: MessageValues = {}): FormattedMessage {
    const { id, defaultMessage } = descriptor;
    if (!id) throw new Error('[@formatjs/intl] An `id` must be provided to format a message.');
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    const attempts: [unknown, string][] = message ? [[message, locale]] : [];
    if (defaultMessage) attempts.push([defaultMessage, defaultLocale]);
    for (const [text, textLocale] of attempts) {
      try {
        return keyed(formatMessageAst(messageAst(text as Parameters<typeof messageAst>[0]), textLocale, values));
      } catch (error) {
        report(error);
      }
    }
    if (typeof message === 'string' && message) return message;
    return typeof defaultMessage === 'string' ? defaultMessage : String(id);
  }

  function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string {
    try {
      return cachedFormatter(Intl.NumberFormat, locale, options).format(value);
    } catch (error) {
      report(error);
      return String(value);
    }
  }

  function formatDate(value: Date | number | string, options: Intl.DateTimeFormatOptions = {}): string {
    const date = typeof value === 'string' ? new Date(value || 0) : value;
    try {
      return cachedFormatter(Intl.DateTimeFormat, locale, options).format(date);
    } catch (error) {
      report(error);
      return String(date);
    }
  }

  /** A date's time: hours and minutes unless the options name a time or date field. */
  function formatTime(value: Date | number | string, options: Intl.DateTimeFormatOptions = {}): string {
    const named = TIME_FIELDS.some((field) => options[field]);
    return formatDate(value, named ? options : { ...options, hour: 'numeric', minute: 'numeric' });
  }

  function formatList(values: Iterable<string>, options?: Intl.ListFormatOptions): string {
    try {
      return cachedFormatter(Intl.ListFormat, locale, options).format(Array.from(values, String));
    } catch (error) {
      report(error);
      return '';
    }
  }

  const intl = { locale, defaultLocale, messages, formatMessage, $t: formatMessage, formatNumber, formatDate, formatTime, formatList };
  return intl as unknown as IntlShape;
}
