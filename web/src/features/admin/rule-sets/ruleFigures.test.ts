import { describe, expect, it } from 'vitest';
import {
  figureText,
  figureValues,
  figuresInput,
  noFigures,
  parseBedrooms,
  parseFigure,
  setsAnyFigure,
  tierLabel,
  type FiguresData,
} from './ruleFigures';

const CODE = 'Pleasanton Municipal Code §18.106.045(B)';
const LINK = 'http://weblink.cityofpleasantonca.gov/WebLink/0/doc/309825/Page19.aspx';

/** Pleasanton's example figures, as the API answers them. */
const pleasanton: FiguresData = {
  frontSetback: null,
  sideSetback: { value: 4, citation: CODE, url: LINK, note: 'At least four feet' },
  rearSetback: { value: 4, citation: CODE, url: LINK, note: '' },
  streetSideSetback: null,
  separation: null,
  maxFootprint: null,
  maxLivingArea: [
    { minBedrooms: 0, value: 850, citation: CODE, url: '', note: 'Studio or one bedroom' },
    { minBedrooms: 2, value: 1000, citation: CODE, url: '', note: '' },
  ],
  maxCoverage: null,
  coverageExemptUpTo: { value: 800, citation: CODE, url: LINK, note: '' },
  maxHeight: null,
};

describe('figureValues and figuresInput', () => {
  it('fill the editor with the figures the API answers and send them back unchanged', () => {
    const values = figureValues(pleasanton);
    expect(values.limits.sideSetback).toEqual({
      value: '4',
      citation: CODE,
      url: LINK,
      note: 'At least four feet',
    });
    expect(values.limits.frontSetback).toEqual({ value: '', citation: '', url: '', note: '' });
    expect(values.tiers.map((tier) => [tier.minBedrooms, tier.value])).toEqual([
      ['0', '850'],
      ['2', '1000'],
    ]);
    expect(figuresInput(values)).toEqual(pleasanton);
  });

  it('leave a figure whose value is empty unset, whatever else was typed', () => {
    const values = figureValues(pleasanton);
    values.limits.sideSetback = { ...values.limits.sideSetback, value: ' ' };
    values.limits.maxHeight = { value: '', citation: 'Typed, then left', url: '', note: '' };
    const input = figuresInput(values);
    expect(input.sideSetback).toBeNull();
    expect(input.maxHeight).toBeNull();
    expect(input.rearSetback?.value).toBe(4);
  });

  it('trim what was typed and read numbers with thousands separators', () => {
    const values = figureValues(null);
    values.limits.maxFootprint = {
      value: ' 1,200 ',
      citation: ` ${CODE} `,
      url: ` ${LINK} `,
      note: ' A note ',
    };
    values.tiers.push({
      key: 'k',
      minBedrooms: ' 1 ',
      value: '900.5',
      citation: 'c',
      url: '',
      note: '',
    });
    const input = figuresInput(values);
    expect(input.maxFootprint).toEqual({ value: 1200, citation: CODE, url: LINK, note: 'A note' });
    expect(input.maxLivingArea).toEqual([
      { minBedrooms: 1, value: 900.5, citation: 'c', url: '', note: '' },
    ]);
  });

  it('send no figure at all for an empty editor', () => {
    const none = noFigures();
    expect(none.maxLivingArea).toEqual([]);
    expect(
      Object.values(none).filter((figure) => figure !== null && !Array.isArray(figure)),
    ).toEqual([]);
    expect(setsAnyFigure(figureValues(null))).toBe(false);
    expect(setsAnyFigure(figureValues(pleasanton))).toBe(true);
  });
});

describe('numbers and words', () => {
  it('reads a figure and a count of bedrooms as typed', () => {
    expect(parseFigure('−4')).toBe(-4);
    expect(parseFigure('4.5')).toBe(4.5);
    expect(parseFigure('')).toBeUndefined();
    expect(parseFigure('four')).toBeUndefined();
    expect(parseBedrooms('2')).toBe(2);
    expect(parseBedrooms('1.5')).toBeUndefined();
    expect(parseBedrooms('')).toBeUndefined();
  });

  it('says a figure with its unit, and a tier by its bedrooms', () => {
    expect(figureText(4, 'ft')).toBe('4 ft');
    expect(figureText(1200, 'sq ft')).toBe('1,200 sq ft');
    expect(figureText(42.5, '%')).toBe('42.5%');
    expect(tierLabel(0)).toBe('Living area (0+ bedrooms)');
    expect(tierLabel(1)).toBe('Living area (1+ bedroom)');
  });
});
