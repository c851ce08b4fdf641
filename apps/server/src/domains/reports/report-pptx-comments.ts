import { formatNumber, formatPercent, interpolate, type ReportData } from '@pulzus/core';
import type PptxGenJS from 'pptxgenjs';

const SLIDE_WIDTH = 13.33;
const TEXT = '1F2430';
const MUTED = '5B6272';

/**
 * The comments section's slides (docs/reports.md "Comments"): one per shown open-ended question — its themes
 * (label, comments, share) on the left and a few example comments on the right, names masked — or one line of
 * why the rules leave it out for the report's group. The same data the PDF's section draws.
 */
export function commentSlides(
  pptx: PptxGenJS,
  questions: NonNullable<ReportData['comments']>,
  t: (key: string) => string,
  language: string,
): void {
  const text = (key: string, params: Record<string, string | number>) => interpolate(t(key), params);
  for (const question of questions) {
    const slide = pptx.addSlide();
    slide.addText(`${t('report-comments')} – ${question.question}`, {
      x: 0.5,
      y: 0.3,
      w: SLIDE_WIDTH - 1,
      h: 0.8,
      fontSize: 22,
      bold: true,
      color: TEXT,
      valign: 'top',
      fit: 'shrink',
    });
    if (question.left_out !== null) {
      slide.addText(text(`report-comments-left-out-${question.left_out}`, { k: question.threshold }), {
        x: 0.5,
        y: 1.3,
        w: SLIDE_WIDTH - 1,
        h: 0.6,
        fontSize: 16,
        color: MUTED,
      });
      continue;
    }
    const themes =
      question.themes.length === 0
        ? [t('report-comments-no-themes')]
        : question.themes.map((theme) =>
            text('report-comments-theme', {
              label: theme.label,
              count: formatNumber(theme.count, language),
              share: formatPercent(theme.share * 100, language),
            }),
          );
    const heading = `${t('report-comments-themes')} · ${text('report-comments-total', {
      count: formatNumber(question.total ?? 0, language),
    })}`;
    slide.addText(
      [
        { text: heading, options: { bold: true, breakLine: true } },
        ...themes.map((line) => ({ text: line, options: { bullet: true, breakLine: true } })),
      ],
      { x: 0.5, y: 1.3, w: 4.8, h: 5.6, fontSize: 14, color: TEXT, valign: 'top' },
    );
    slide.addText(
      [
        { text: t('report-comments-examples'), options: { bold: true, breakLine: true } },
        ...question.examples.map(({ text: quote }) => ({
          text: language === 'hu' ? `„${quote}”` : `“${quote}”`,
          options: { italic: true, breakLine: true, paraSpaceBefore: 8 },
        })),
      ],
      {
        x: 5.6,
        y: 1.3,
        w: SLIDE_WIDTH - 6.1,
        h: 5.6,
        fontSize: 13,
        color: TEXT,
        valign: 'top',
        fit: 'shrink',
      },
    );
  }
}
