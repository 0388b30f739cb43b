import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig, REPO_ROOT, type InfraConfig } from '../../infra/config';
import { NocoNagChecks } from '../../infra/constructs/nag';
import { defineNoco, type DefineNocoOptions, type NocoStacks } from '../../infra/noco';

export const FIXTURE_BUILD_ID = '20261122050000-abc123';

/** A minimal web build, shaped like `npm run build:web` output. */
export function createWebFixture(options: { latest?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'noco-web-'));
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'builds', 'meta'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>\n',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  const info = { buildId: FIXTURE_BUILD_ID, version: '0.1.0', builtAt: '2026-11-22T05:00:00.000Z' };
  if (options.latest !== false) writeFileSync(path.join(dir, 'builds', 'latest.json'), JSON.stringify(info));
  writeFileSync(
    path.join(dir, 'builds', 'meta', `${FIXTURE_BUILD_ID}.json`),
    JSON.stringify({ ...info, entry: 'assets/app-abc123.js', assets: ['assets/app-abc123.js'] }),
  );
  return dir;
}

/** The feature flags and settings of cdk.json, so that tests synthesize what the CLI synthesizes. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

export interface SynthOptions {
  /** Extra context (`-c key=value`). */
  readonly context?: Record<string, string>;
  /** Run esbuild for the functions (slower); otherwise bundling is skipped as `cdk synth --exclusively` does. */
  readonly bundle?: boolean;
  /** Replaces functions/manifest.ts `domains` (to exercise grants no real domain has yet). */
  readonly domains?: DefineNocoOptions['domains'];
}

export interface Synthesized {
  readonly app: App;
  readonly config: InfraConfig;
  readonly stacks: NocoStacks;
  readonly templates: { readonly waf: Template; readonly data: Template; readonly web: Template; readonly api: Template };
  readonly outdir: string;
  readonly cleanup: () => void;
}

/** Builds the app in-process against a fixture web build, as infra/app.ts does, and synthesizes it once. */
export function synthesize(options: SynthOptions = {}): Synthesized {
  const webDist = createWebFixture();
  const outdir = mkdtempSync(path.join(tmpdir(), 'noco-cdk-out-'));
  const context: Record<string, unknown> = { ...cdkJsonContext(), webDist, ...options.context };
  if (!options.bundle) context['aws:cdk:bundling-stacks'] = [];
  const cleanup = () => {
    rmSync(webDist, { recursive: true, force: true });
    rmSync(outdir, { recursive: true, force: true });
  };
  try {
    const app = new App({ context, outdir });
    const config = loadConfig((key) => app.node.tryGetContext(key));
    const stacks = defineNoco(app, config, { domains: options.domains });
    app.synth();
    const templates = {
      waf: Template.fromStack(stacks.waf),
      data: Template.fromStack(stacks.data),
      web: Template.fromStack(stacks.web),
      api: Template.fromStack(stacks.api),
    };
    return { app, config, stacks, templates, outdir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** The dev context every suite synthesizes with, unless it tests another configuration. */
const DEV_CONTEXT = { mailFrom: 'no-reply@example.org' };

/**
 * Synthesizes once for the enclosing suite (file or describe) and cleans up after it. The returned object is
 * filled in `beforeAll`, so tests read it, never the module body.
 */
export function synthesizedForSuite(options: SynthOptions = { context: DEV_CONTEXT }): Synthesized {
  const synthesized = {} as { -readonly [K in keyof Synthesized]: Synthesized[K] };
  beforeAll(() => {
    Object.assign(synthesized, synthesize(options));
  });
  afterAll(() => synthesized.cleanup?.());
  return synthesized;
}

/** AwsSolutions violations (errors and warnings) of one stack, as `rule @ construct path` lines. */
export function nagViolations(stack: Stack): string[] {
  const report = new NocoNagChecks().validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.ruleName} (${violation.severity}) @ ${resource.constructPath ?? resource.resourceLogicalId}`,
    ),
  );
}

/** The properties of the one resource of a type that a template must hold. */
export function onlyResource(template: Template, type: string): Record<string, any> {
  const resources = resourcesOf(template, type);
  expect(resources).toHaveLength(1);
  return resources[0]![1];
}

/** Resources of one type, as [logicalId, properties] pairs. */
export function resourcesOf(template: Template, type: string): [string, Record<string, any>][] {
  return Object.entries(template.findResources(type)).map(([id, resource]) => [
    id,
    (resource as { Properties: Record<string, any> }).Properties,
  ]);
}
