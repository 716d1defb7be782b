// The class's grading scale and the grade rule (issue 30 §5, ADR 039).
// Default: the letter bands Mongolia's state examinations use for basic and upper-secondary education
// (A 90–100, B 80–89.9, C 70–79.9, D 60–69.9, F below 60). A scale is a list of bands, each a label
// and the lowest percent that earns it, highest first; the last band starts at 0 so every percent has a grade.
import { z } from "zod";
import type { AssignmentProgress } from "./assignment-progress";

export interface GradeBand {
  label: string;
  /** The lowest percent (0..100) that earns this band. */
  min: number;
}

export const DEFAULT_GRADING_SCALE: readonly GradeBand[] = [
  { label: "A", min: 90 },
  { label: "B", min: 80 },
  { label: "C", min: 70 },
  { label: "D", min: 60 },
  { label: "F", min: 0 },
];

export const MIN_BANDS = 2;
export const MAX_BANDS = 8;

const BandSchema = z.object({
  label: z
    .string({ error: "teacher.grading.error.label" })
    .trim()
    .min(1, { error: "teacher.grading.error.label" })
    .max(12, { error: "teacher.grading.error.label" }),
  min: z
    .number({ error: "teacher.grading.error.min" })
    .int({ error: "teacher.grading.error.min" })
    .min(0, { error: "teacher.grading.error.min" })
    .max(100, { error: "teacher.grading.error.min" }),
});

/** Highest band first; each starts strictly below the one above (no overlap); the last starts at 0; labels differ. */
export const GradingScaleSchema = z
  .array(BandSchema)
  .min(MIN_BANDS, { error: "teacher.grading.error.count" })
  .max(MAX_BANDS, { error: "teacher.grading.error.count" })
  .superRefine((bands, issue) => {
    for (let i = 1; i < bands.length; i++) {
      if (bands[i].min >= bands[i - 1].min) issue.addIssue({ code: "custom", path: [i, "min"], message: "teacher.grading.error.order" });
    }
    const last = bands[bands.length - 1];
    if (last && last.min !== 0) issue.addIssue({ code: "custom", path: [bands.length - 1, "min"], message: "teacher.grading.error.zero" });
    const labels = bands.map((b) => b.label.toLocaleLowerCase());
    if (new Set(labels).size !== labels.length) issue.addIssue({ code: "custom", path: [0, "label"], message: "teacher.grading.error.duplicate" });
  });
export type GradingScale = z.infer<typeof GradingScaleSchema>;

/** The form: up to MAX_BANDS rows; rows with neither a label nor a percent are dropped before the scale's rules. */
export const GradingFormSchema = z.object({
  bands: z
    .array(z.object({ label: z.string().optional(), min: z.number({ error: "teacher.grading.error.min" }).optional() }))
    .max(MAX_BANDS, { error: "teacher.grading.error.count" })
    .transform((rows) => rows.filter((r) => (r.label ?? "").trim() !== "" || r.min !== undefined))
    .pipe(GradingScaleSchema),
});

/** The stored scale (classes.grading_scale), or the default when it is absent or unreadable. */
export function parseGradingScale(json: string | null): readonly GradeBand[] {
  if (!json) return DEFAULT_GRADING_SCALE;
  try {
    const parsed = GradingScaleSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_GRADING_SCALE;
  } catch {
    return DEFAULT_GRADING_SCALE;
  }
}

/** The band a percent falls in: the first whose minimum it reaches. */
export function gradeFor(percent: number, scale: readonly GradeBand[] = DEFAULT_GRADING_SCALE): string {
  const p = Math.min(100, Math.max(0, percent));
  return (scale.find((band) => p >= band.min) ?? scale[scale.length - 1]).label;
}

/**
 * The grade rule: the mean of the student's completion (0–100 %) over every current assignment of the
 * class, one decimal; null when the class has no assignment (no grade yet).
 */
export function meanCompletion(progress: readonly AssignmentProgress[]): number | null {
  if (progress.length === 0) return null;
  const sum = progress.reduce((acc, p) => acc + Math.min(1, Math.max(0, p.fraction)), 0);
  return Math.round((sum / progress.length) * 1000) / 10;
}
