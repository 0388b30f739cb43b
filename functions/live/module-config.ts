import { DEFAULT_MODULES_CONFIG, type LiveSettings } from '../../shared/schemas/live';
import type { ConfigItem } from './content-repository';

/** The stored configuration, or the defaults while it was never saved. */
const { passwordSet: _noPassword, ...defaults } = DEFAULT_MODULES_CONFIG;
export const effectiveConfig = (item: ConfigItem | undefined): ConfigItem => item ?? { ...defaults, version: 0 };

/** What participants' pages are told of the configuration. */
export const settingsOf = (config: ConfigItem): LiveSettings => ({
  chatVisible: config.chatVisible,
  notificationVisible: config.notificationVisible,
  pong: config.pong,
});
