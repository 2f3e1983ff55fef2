// What a parcel weighs for the carriers: the larger of its real weight and its volumetric
// ("cubado") weight, length × width × height in cm divided by 6000 — the factor the Correios
// and most Brazilian carriers use, so a light but bulky box is charged for the room it takes.

export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 6000;

export type PackageDimensions = {
  weightGrams: number;
  heightCm: number;
  widthCm: number;
  lengthCm: number;
};

/** The volumetric weight, in whole grams rounded up (carriers never round a parcel down). */
export function volumetricWeightGrams({ heightCm, widthCm, lengthCm }: PackageDimensions): number {
  const cubicCm = heightCm * widthCm * lengthCm;
  return Math.ceil((cubicCm * 1000) / VOLUMETRIC_DIVISOR_CM3_PER_KG);
}

/** The weight a carrier charges one unit for: real or volumetric, whichever is larger. */
export function billableWeightGrams(item: PackageDimensions): number {
  for (const [name, value] of Object.entries(item)) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`billableWeightGrams: ${name} must be a finite non-negative number`);
    }
  }
  return Math.max(Math.ceil(item.weightGrams), volumetricWeightGrams(item));
}

/**
 * A cart's billable weight for a table priced by weight: each line's unit billable weight times
 * its quantity, summed. Summing per unit (instead of cubing one imagined box around everything)
 * is what a table row means by "weight", and never charges less than the real weight.
 */
export function cartBillableWeightGrams(
  lines: ReadonlyArray<{ item: PackageDimensions; quantity: number }>,
): number {
  return lines.reduce((sum, { item, quantity }) => sum + billableWeightGrams(item) * quantity, 0);
}
