/** The form each step shows: a content kind's section step, or the form of the part it edits; the preview has none. */
import { type WebappStep, isContentKind } from '../../../../../shared/webapp-templates';
import { ContentStep } from './content-step';
import { HomeStep } from './home-step';
import { MainStep } from './main-step';
import { NavigationStep } from './navigation-step';
import { IdentityStep, LanguagesStep, LegalStep, PracticalStep, SeoStep } from './part-steps';
import type { StepProps } from './step-form';

const STEP_FORMS = {
  main: MainStep,
  identity: IdentityStep,
  home: HomeStep,
  navigation: NavigationStep,
  practical: PracticalStep,
  languages: LanguagesStep,
  seo: SeoStep,
  legal: LegalStep,
} as const;

export function StepForm({ step, ...props }: StepProps & { readonly step: WebappStep }) {
  if (step === 'preview') return null;
  if (isContentKind(step)) return <ContentStep kind={step} {...props} />;
  const Form = STEP_FORMS[step];
  return <Form {...props} />;
}
