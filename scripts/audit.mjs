// The dependency audit stage: `npm audit --omit=dev` (what production installs), with every finding
// either reviewed in docs/security/audit-reviewed.json (advisory URL -> why it is acceptable, until
// when) or failing the stage. Exit 0 clean or all reviewed, 1 unreviewed findings, 3 when the
// registry's advisory service cannot be reached (the stage is then reported as not run, not passed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reviewedFile = path.join(root, 'docs/security/audit-reviewed.json');
const reviewed = JSON.parse(fs.readFileSync(reviewedFile, 'utf8'));

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || !report.vulnerabilities) {
  const reason = report?.error?.summary || report?.message || 'no answer';
  process.stdout.write(`audit not run: the registry's advisory service is unreachable (${reason.trim()})\n`);
  process.exit(3);
}

const today = new Date().toISOString().slice(0, 10);
const unreviewed = [];
for (const [name, finding] of Object.entries(report.vulnerabilities)) {
  for (const via of finding.via) {
    if (typeof via !== 'object') continue; // a transitive mention; the advisory itself is listed too
    const review = reviewed[via.url];
    const line = `${via.severity.padEnd(8)} ${name} ${via.range}: ${via.title} (${via.url})`;
    if (review && review.until >= today) process.stdout.write(`reviewed ${line}\n  -> ${review.why}\n`);
    else unreviewed.push(line);
  }
}
const counts = report.metadata?.vulnerabilities ?? {};
process.stdout.write(`npm audit --omit=dev: ${JSON.stringify(counts)}\n`);
if (unreviewed.length > 0) {
  process.stdout.write(
    `Unreviewed findings (fix, or record a review in ${path.relative(root, reviewedFile)}):\n`,
  );
  for (const line of unreviewed) process.stdout.write(`  ${line}\n`);
  process.exit(1);
}
