/**
 * The app formats with its own intl object (web/src/lib/intl/create-intl.ts) and takes from react-intl only its
 * context (`RawIntlProvider`, `useIntl`) and `defineMessages`; react-intl's components and the whole of
 * intl-messageformat still stayed in every page, because the bundler could not prove them unused: react-intl creates
 * its components with calls not marked pure, and intl-messageformat's class has static blocks. These edits
 * (web/trim-dependencies.ts) only mark them pure, about 2.5 KB gzip of every page.
 */
import { type DependencyTrim, MADE, NAMED } from './trim-dependencies.ts';

const FORMATTED_COMPONENTS = `const FormattedDate = createFormattedComponent("formatDate");
const FormattedTime = createFormattedComponent("formatTime");
const FormattedNumber = createFormattedComponent("formatNumber");
const FormattedDuration = createFormattedComponent("formatDuration");
const FormattedList = createFormattedComponent("formatList");
const FormattedDisplayName = createFormattedComponent("formatDisplayName");
const FormattedDateParts = createFormattedDateTimePartsComponent("formatDate");
const FormattedTimeParts = createFormattedDateTimePartsComponent("formatTime");
`;

const reactIntlTrim: DependencyTrim = {
  name: 'react-intl 12.1.5',
  module: /[\\/]react-intl[\\/]index\.js$/,
  marker: 'function createFormattedComponent(name)',
  edits: [
    {
      why: "react-intl's default config is not used (AppProviders makes the intl object): its object spread kept it",
      from: 'const DEFAULT_INTL_CONFIG$1 = {\n\t...DEFAULT_INTL_CONFIG,\n\ttextComponent: React.Fragment\n};\n',
      to: 'const DEFAULT_INTL_CONFIG$1 = /* @__PURE__ */ trimMade(() => ({\n\t...DEFAULT_INTL_CONFIG,\n\ttextComponent: React.Fragment\n}));\n',
    },
    {
      why: '<FormattedMessage> is not used: its React.memo call, not marked pure, kept it',
      from: `const MemoizedFormattedMessage = React.memo(FormattedMessage, areEqual);
MemoizedFormattedMessage.displayName = "MemoizedFormattedMessage";
`,
      to: `const MemoizedFormattedMessage = /* @__PURE__ */ trimNamed("MemoizedFormattedMessage", /* @__PURE__ */ React.memo(FormattedMessage, areEqual));
`,
    },
    {
      why: '<FormattedDate>, <FormattedNumber>… are not used: the calls that create them were not marked pure',
      from: FORMATTED_COMPONENTS,
      to: FORMATTED_COMPONENTS.replaceAll(' = create', ' = /* @__PURE__ */ create'),
    },
  ],
  helpers: NAMED + MADE,
};

const intlMessageFormatTrim: DependencyTrim = {
  name: 'intl-messageformat 12.1.4',
  module: /[\\/]intl-messageformat[\\/]index\.js$/,
  marker: 'var IntlMessageFormat = class IntlMessageFormat {',
  edits: [
    {
      why: 'IntlMessageFormat is not used (react-intl imports a helper of this module): its static blocks kept the class',
      from: 'var IntlMessageFormat = class IntlMessageFormat {',
      to: 'var IntlMessageFormat = /* @__PURE__ */ trimMade(() => class IntlMessageFormat {',
    },
    {
      why: "IntlMessageFormat's class ends its pure function",
      from: '\n};\n//#endregion\n//#region packages/intl-messageformat/index.ts\n',
      to: '\n});\n//#endregion\n//#region packages/intl-messageformat/index.ts\n',
    },
  ],
  helpers: MADE,
};

export const formatjsTrims: readonly DependencyTrim[] = [reactIntlTrim, intlMessageFormatTrim];
