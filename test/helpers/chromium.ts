import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless (a browser download by a test tool fails on the CI machines), with what keeps it
 * off the network on its own. Used by the end-to-end harness and the browser benches.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // Published web apps are served by their own host name: these names reach the local stack.
      '--host-resolver-rules=MAP *.e2e.test 127.0.0.1',
    ],
  });
}
