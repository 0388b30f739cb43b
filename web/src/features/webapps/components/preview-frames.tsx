/**
 * The preview (docs/product.md, "Screens and routes": the wizard's preview step): the published site's own bundle at the preview base
 * (`previewPath(projectId, applicationId)` + `{lang}/`), in a phone frame (390×780) and a desktop frame (1280×800,
 * scaled down), in a language of the site. The frames speak the contract's protocol (shared/schemas/webapps.ts
 * `PreviewMessage`): a frame says `webapp-preview-ready`, the wizard answers with the draft as it is (even unsaved)
 * and sends it again ~300 ms after each change. Both sides only trust messages of this origin.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import { type PreviewMessage, type WebappConfig, type WebappContext, previewPath } from '../../../../../shared/schemas/webapps';
import { unknownLinks } from '../../../../../shared/webapp-steps';
import { languageMessages } from '../../../components/projects/messages';
import { SelectField } from '../../../components/ui/select-field';
import { previewMessages as messages } from '../messages';
import type { WebappRef } from '../api/webapp';

const PREVIEW_DEBOUNCE_MS = 300;

const isReady = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'webapp-preview-ready';

/** Sends the draft to the frames: when one says it is ready, and after each change (debounced). */
function usePreviewProtocol(frames: React.RefObject<(HTMLIFrameElement | null)[]>, config: WebappConfig, lang: Language) {
  const latest = useRef<PreviewMessage>({ type: 'webapp-preview-config', config, lang });
  latest.current = { type: 'webapp-preview-config', config, lang };
  useEffect(() => {
    const answer = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isReady(event.data)) return;
      const frame = frames.current.find((candidate) => candidate?.contentWindow && candidate.contentWindow === event.source);
      frame?.contentWindow?.postMessage(latest.current, window.location.origin);
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, [frames]);
  const first = useRef(true);
  useEffect(() => {
    // The frames ask for the first one themselves (ready); later changes are pushed.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const message: PreviewMessage = { type: 'webapp-preview-config', config, lang };
    const timer = window.setTimeout(() => {
      for (const frame of frames.current) frame?.contentWindow?.postMessage(message, window.location.origin);
    }, PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [frames, config, lang]);
}

export function PreviewFrames({
  projectId,
  applicationId,
  config,
}: {
  readonly projectId: string;
  readonly applicationId: string;
  readonly config: WebappConfig;
}) {
  const intl = useIntl();
  const languages = config.languages.enabled;
  const [chosen, setChosen] = useState<Language>(config.languages.default);
  const lang = languages.includes(chosen) ? chosen : (languages[0] ?? config.languages.default);
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  usePreviewProtocol(frames, config, lang);
  const src = `${previewPath(projectId, applicationId)}${lang}/`;
  return (
    <div className="webapp-preview">
      <p className="muted">{intl.formatMessage(messages.hint)}</p>
      {languages.length > 1 ? (
        <SelectField
          label={intl.formatMessage(messages.language)}
          name="preview.lang"
          value={lang}
          options={languages.map((language) => ({ value: language, label: intl.formatMessage(languageMessages[language]) }))}
          onChange={(event) => setChosen(event.target.value as Language)}
        />
      ) : null}
      <div className="webapp-frames">
        <div className="webapp-frame webapp-frame-phone">
          <iframe
            ref={(element) => {
              frames.current[0] = element;
            }}
            title={intl.formatMessage(messages.phone)}
            src={src}
            width={390}
            height={780}
          />
        </div>
        <div className="webapp-frame webapp-frame-desktop">
          <iframe
            ref={(element) => {
              frames.current[1] = element;
            }}
            title={intl.formatMessage(messages.desktop)}
            src={src}
            width={1280}
            height={800}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The draft's preview. The preview route refuses a draft linking what the caller cannot read: this says why rather
 * than show a failed frame.
 */
export function DraftPreview({
  to,
  config,
  context,
}: {
  readonly to: WebappRef;
  readonly config: WebappConfig;
  readonly context: WebappContext;
}) {
  const intl = useIntl();
  return unknownLinks(config, context).length > 0 ? (
    <p className="notice">{intl.formatMessage(messages.unknownLinks)}</p>
  ) : (
    <PreviewFrames projectId={to.projectId} applicationId={to.applicationId} config={config} />
  );
}
