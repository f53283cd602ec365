import { describe, expect, it } from 'vitest';
import { FONT, renderPdf, type Pdf } from '../../platform/pdf';
import { expenseTable } from './print-form';
import type { ClaimItemWithFrench } from './queries';

interface Box {
  text: string;
  page: number;
  x: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Draws the expense table and records where it put things: every text placed at a point, as the box
 * it fills once wrapped in its width (heightOfString), and every horizontal rule.
 */
async function layout(items: ClaimItemWithFrench[]) {
  const boxes: Box[] = [];
  const rules: { page: number; y: number }[] = [];
  let page = 1;
  let pageBottom = 0;
  await renderPdf('Claim form', (doc: Pdf) => {
    pageBottom = doc.page.height - doc.page.margins.bottom;
    doc.on('pageAdded', () => (page += 1));
    const text = doc.text.bind(doc);
    const moveTo = doc.moveTo.bind(doc);
    const lineTo = doc.lineTo.bind(doc);
    let from = { x: 0, y: 0 };
    doc.text = ((value: string, x?: number, y?: number, options?: { width?: number }) => {
      if (typeof x === 'number' && typeof y === 'number' && value && options?.width) {
        const height = doc.heightOfString(value, { width: options.width });
        boxes.push({ text: value, page, x, right: x + options.width, top: y, bottom: y + height });
      }
      return text(value, x, y, options);
    }) as Pdf['text'];
    doc.moveTo = ((x: number, y: number) => {
      from = { x, y };
      return moveTo(x, y);
    }) as Pdf['moveTo'];
    doc.lineTo = ((x: number, y: number) => {
      if (y === from.y && x !== from.x) rules.push({ page, y });
      return lineTo(x, y);
    }) as Pdf['lineTo'];
    doc.font(FONT.regular).fontSize(9).text('Expenses');
    expenseTable(doc, items, 'en');
  });
  return { boxes, rules, pages: page, pageBottom };
}

function item(id: number, over: Partial<ClaimItemWithFrench> = {}): ClaimItemWithFrench {
  return {
    id,
    claimId: 1,
    dependantId: null,
    patientName: 'Olivia Tremblay',
    serviceId: 2,
    serviceName: 'Dental',
    serviceNameFr: 'Soins dentaires',
    provider: 'Harbord Dental Centre',
    providerNumber: 'ON-D-20417',
    serviceDate: '2026-03-02',
    amountCents: 12_000,
    ...over,
  } as ClaimItemWithFrench;
}

const LONG_SERVICE = 'Orthodontic treatment and appliances, including retainers and follow-up visits';

function expectNothingDrawnOverText({ boxes, rules }: Awaited<ReturnType<typeof layout>>) {
  for (const box of boxes) {
    // No rule runs through a text.
    const crossing = rules.filter((r) => r.page === box.page && r.y > box.top && r.y < box.bottom - 0.01);
    expect(crossing, `a rule crosses "${box.text}"`).toEqual([]);
    // No text overlaps another.
    const overlapping = boxes.filter(
      (other) =>
        other !== box &&
        other.page === box.page &&
        other.x < box.right &&
        box.x < other.right &&
        other.top < box.bottom - 0.01 &&
        box.top < other.bottom - 0.01,
    );
    expect(
      overlapping.map((o) => o.text),
      `texts over "${box.text}"`,
    ).toEqual([]);
  }
}

describe('the printed claim form’s expense table', () => {
  it('pushes the rule and the next row below a long service name that wraps', async () => {
    const drawn = await layout([item(1, { serviceName: LONG_SERVICE }), item(2), item(3)]);
    const service = drawn.boxes.find((b) => b.text === LONG_SERVICE)!;
    const oneLine = drawn.boxes.find((b) => b.text === 'Dental')!;
    // The name takes several lines here, so the test reads what it means to.
    expect(service.bottom - service.top).toBeGreaterThan(2 * (oneLine.bottom - oneLine.top));
    expectNothingDrawnOverText(drawn);
    const next = drawn.boxes.find((b) => b.text === '2')!;
    const between = drawn.rules.filter((r) => r.y >= service.bottom && r.y <= next.top);
    expect(between).toHaveLength(1);
  });

  it('starts a new page, under the column titles again, when long rows do not fit', async () => {
    const items = Array.from({ length: 10 }, (_, i) =>
      item(i + 1, { serviceName: LONG_SERVICE, provider: 'A very long provider name '.repeat(6) }),
    );
    const drawn = await layout(items);
    expect(drawn.pages).toBe(2);
    expectNothingDrawnOverText(drawn);
    for (const box of drawn.boxes) expect(box.bottom).toBeLessThanOrEqual(drawn.pageBottom);
    expect(drawn.boxes.filter((b) => b.text === 'Service').map((b) => b.page)).toEqual([1, 2]);
  });

  it('keeps ten one-line rows for a blank form', async () => {
    const drawn = await layout([]);
    expect(drawn.pages).toBe(1);
    expect(drawn.boxes.filter((b) => /^\d+$/.test(b.text)).map((b) => b.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    expectNothingDrawnOverText(drawn);
  });
});
