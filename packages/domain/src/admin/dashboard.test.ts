import { describe, expect, it } from 'vitest';
import { averageRevenuePerApplication, financialFigures, formatOneDecimal, penceAsPounds, percentOf, processingHours, profitMargin, roundTo } from './dashboard.ts';

describe('financial arithmetic', () => {
  it('averages revenue per paid application in whole pence, 0 with none', () => {
    expect(averageRevenuePerApplication(22_500, 3)).toBe(7500);
    expect(averageRevenuePerApplication(10_000, 3)).toBe(3333);
    expect(averageRevenuePerApplication(20_000, 3)).toBe(6667);
    expect(averageRevenuePerApplication(0, 0)).toBe(0);
    expect(penceAsPounds(averageRevenuePerApplication(0, 0))).toBe('0.00');
  });

  it('gives the profit margin in % with 1 decimal, 0 without revenue', () => {
    expect(profitMargin(5_000, 20_000)).toBe(25);
    expect(profitMargin(1, 3)).toBe(33.3);
    expect(profitMargin(2, 3)).toBe(66.7);
    expect(profitMargin(-1_500, 10_000)).toBe(-15);
    expect(profitMargin(-500, 0)).toBe(0);
  });

  it('derives profit as revenue minus costs minus refunds', () => {
    expect(financialFigures({ revenue: 30_000, costs: 4_500, refunds: 2_500, applicationCount: 4 })).toEqual({
      totalRevenue: 30_000,
      totalCosts: 4_500,
      totalRefunds: 2_500,
      profit: 23_000,
      applicationCount: 4,
      averageRevenuePerApplication: 7_500,
      profitMargin: 76.7,
    });
    expect(financialFigures({ revenue: 0, costs: 0, refunds: 0, applicationCount: 0 })).toMatchObject({ profit: 0, averageRevenuePerApplication: 0, profitMargin: 0 });
  });
});

describe('rates and durations', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(roundTo(1.05, 1)).toBe(1.1);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(0, 1)).toBe(0);
  });

  it('is N/A (null) when nothing was decided', () => {
    expect(percentOf(1, 0)).toBeNull();
    expect(percentOf(2, 3)).toBe(66.7);
    expect(processingHours(null)).toBeNull();
    expect(processingHours(5_400)).toBe(1.5);
    expect(processingHours(100)).toBe(0);
    expect(formatOneDecimal(null, '%')).toBe('N/A');
    expect(formatOneDecimal(75, '%')).toBe('75.0%');
    expect(formatOneDecimal(12.3, ' hours')).toBe('12.3 hours');
  });
});
