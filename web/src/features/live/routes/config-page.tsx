/**
 * The console's "Configuration" tab (`…/live/config`): the module's global configuration (components/config-form.tsx),
 * then its channels (components/channels.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormStatus } from '../../../components/ui/form-alert';
import { liveStateQuery } from '../api/live';
import { Channels } from '../components/channels';
import { ConfigForm } from '../components/config-form';
import { useLive, useTabTitle } from '../live-console';
import { configMessages as messages } from '../messages';

export function Component() {
  const intl = useIntl();
  const { to } = useLive();
  const { data: state } = useQuery(liveStateQuery(to));
  const [saved, setSaved] = useState(false);
  const title = intl.formatMessage(messages.title);
  useTabTitle(title);
  if (!state) return null;
  return (
    <section className="live-tab" aria-labelledby="live-tab-title">
      <h2 id="live-tab-title">{title}</h2>
      <ConfigForm key={state.config.version} config={state.config} onSaved={() => setSaved(true)} />
      <FormStatus>{saved ? intl.formatMessage(messages.saved) : null}</FormStatus>
      <Channels channels={state.channels} />
    </section>
  );
}
