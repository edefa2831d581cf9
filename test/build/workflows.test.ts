import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';

interface Step { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string> }
interface Workflow { on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, { steps: Step[]; env?: Record<string, string> }> }

const workflow = (name: string) => load(readFileSync(join(import.meta.dirname, '../../.github/workflows', name), 'utf8')) as Workflow;
const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');

describe('GitHub workflows', () => {
  it('CI runs the README test command on every push and pull request, installing exactly the lockfile', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    const runs = ci.jobs.test.steps.map((s) => s.run ?? '');
    expect(readme).toContain('npm install && npm test');
    expect(runs).toContain('npm ci && npm test');
    expect(runs.some((r) => r.includes('apt-get install -y chromium'))).toBe(true);
  });

  it('.ci/run installs exactly the lockfile, then runs the README test command', () => {
    const script = readFileSync(join(import.meta.dirname, '../../.ci/run'), 'utf8');
    expect(script).toMatch(/^npm ci\b/m);
    expect(script).not.toMatch(/^npm install\b/m);
    expect(script).toMatch(/^npm test$/m);
  });

  it('deploys main with wrangler only after the tests pass on that commit, skipping without Cloudflare secrets', () => {
    const ci = workflow('ci.yml') as Workflow & { jobs: Record<string, { needs?: string; if?: string }> };
    const job = ci.jobs.deploy;
    expect(job.needs).toBe('test');
    expect(job.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(job.env?.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
    const run = job.steps.find((s) => s.run?.includes('npm run deploy'))!;
    expect(run.if).toBe("env.CLOUDFLARE_API_TOKEN != ''");
    expect(job.steps[0]).toMatchObject({ if: "env.CLOUDFLARE_API_TOKEN == ''" });
  });

  it('uploads a preview version per pull request with a PR-number alias and comments its URL', () => {
    const preview = workflow('preview.yml');
    expect(Object.keys(preview.on)).toEqual(['pull_request']);
    expect(preview.permissions).toMatchObject({ 'pull-requests': 'write' });
    const job = preview.jobs.preview;
    expect(job.env?.PREVIEW_ALIAS).toBe('pr-${{ github.event.pull_request.number }}');
    const upload = job.steps.find((s) => s.run?.includes('wrangler versions upload'))!;
    expect(upload.run).toContain('--preview-alias "$PREVIEW_ALIAS"');
    expect(upload.if).toBe("env.CLOUDFLARE_API_TOKEN != ''");
    const comment = job.steps.find((s) => s.uses?.startsWith('actions/github-script'))!;
    expect(String(comment.with?.script)).toContain('createComment');
    expect(job.steps.every((s, i) => i === 0 || s.if?.includes("env.CLOUDFLARE_API_TOKEN != ''"))).toBe(true);
  });
});
