import { describe, expect, it } from 'vitest';
import {
  areaText,
  chosenArea,
  deleteQuestion,
  extentCentre,
  extentInput,
  extentText,
  parcelSourceInput,
  parcelSourceSaveError,
  parseDegrees,
  parsePoint,
  PROTOCOL_LABELS,
  sqFtText,
  tryStatusLabel,
  validateParcelSource,
  type ParcelSourceValues,
} from './parcelSourceRules';

const arcgis: ParcelSourceValues = {
  name: ' Travis County parcels ',
  protocol: 'ARCGIS',
  url: ' https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer/0 ',
  collection: 'left over',
  apnField: ' PROP_ID ',
  situsField: 'SITUS',
  zoningField: '',
  areaId: 'county-1',
  west: '',
  south: '',
  east: '',
  north: '',
  enabled: true,
};

describe('PROTOCOL_LABELS', () => {
  it('names each protocol in words', () => {
    expect(PROTOCOL_LABELS.ARCGIS).toBe('ArcGIS REST feature layer');
    expect(PROTOCOL_LABELS.OGC).toBe('OGC API – Features');
    expect(PROTOCOL_LABELS.STORE).toMatch(/^Our parcel store/);
  });
});

describe('validateParcelSource', () => {
  it('passes a complete service source', () => {
    expect(validateParcelSource(arcgis)).toEqual({});
  });

  it('asks for a name, an area, and a service’s URL and parcel number field', () => {
    const errors = validateParcelSource({
      ...arcgis,
      name: ' ',
      areaId: '',
      url: '',
      apnField: '',
    });
    expect(errors.name).toMatch(/^Name: /);
    expect(errors.areaId).toMatch(/^Area: /);
    expect(errors.url).toMatch(/^URL: /);
    expect(errors.apnField).toMatch(/^Parcel number field: /);
  });

  it('leaves the format of a URL to the API', () => {
    expect(validateParcelSource({ ...arcgis, url: 'https://x/FeatureServer' })).toEqual({});
  });

  it('asks an OGC source for its collection, and the store for neither URL nor fields', () => {
    expect(validateParcelSource({ ...arcgis, protocol: 'OGC', collection: ' ' })).toEqual({
      collection: 'Collection: enter the id of the collection that holds the parcels.',
    });
    expect(
      validateParcelSource({ ...arcgis, protocol: 'STORE', url: '', apnField: '', situsField: '' }),
    ).toEqual({});
  });

  it('wants all four sides of the extent as numbers, or none', () => {
    expect(validateParcelSource({ ...arcgis, west: '-97.8' })).toEqual({
      south: 'Extent: enter all four sides, or leave all four empty.',
      east: 'Extent: enter all four sides, or leave all four empty.',
      north: 'Extent: enter all four sides, or leave all four empty.',
    });
    const box = { west: '−97.8', south: '30.2', east: 'east', north: '30.3' };
    expect(validateParcelSource({ ...arcgis, ...box })).toEqual({
      east: 'Extent: enter each side as a number of degrees, e.g. -97.75.',
    });
  });
});

describe('parseDegrees and extentInput', () => {
  it('reads numbers, with a typographic minus too', () => {
    expect(parseDegrees(' -97.75 ')).toBe(-97.75);
    expect(parseDegrees('−97.75')).toBe(-97.75);
    expect(parseDegrees('')).toBeUndefined();
    expect(parseDegrees('1e')).toBeUndefined();
  });

  it('is null while the extent is left empty', () => {
    expect(extentInput({ west: '', south: '', east: '', north: '' })).toBeNull();
    expect(extentInput({ west: '-98', south: '30', east: '-97', north: '31' })).toEqual({
      west: -98,
      south: 30,
      east: -97,
      north: 31,
    });
  });
});

describe('parcelSourceInput', () => {
  it('trims, and sends a URL and collection only where the protocol has them', () => {
    expect(parcelSourceInput(arcgis)).toEqual({
      name: 'Travis County parcels',
      protocol: 'ARCGIS',
      url: 'https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer/0',
      collection: '',
      apnField: 'PROP_ID',
      situsField: 'SITUS',
      zoningField: '',
      areaId: 'county-1',
      extent: null,
      enabled: true,
    });
    const store = parcelSourceInput({ ...arcgis, protocol: 'STORE', enabled: false });
    expect([store.url, store.collection, store.enabled]).toEqual(['', '', false]);
    const ogc = parcelSourceInput({ ...arcgis, protocol: 'OGC', collection: ' lots ' });
    expect(ogc.collection).toBe('lots');
  });
});

describe('parcelSourceSaveError', () => {
  it('puts a message on the field it names, as the API said it', () => {
    const url = "URL: enter the layer's address, ending in its number (…/FeatureServer/0).";
    expect(parcelSourceSaveError(url)).toEqual({ field: 'url', message: url });
    expect(parcelSourceSaveError('Area: choose a state, county or city.')).toMatchObject({
      field: 'areaId',
    });
    expect(parcelSourceSaveError('Parcel number field: enter …')).toMatchObject({
      field: 'apnField',
    });
    expect(parcelSourceSaveError('Situs address field: enter …')).toMatchObject({
      field: 'situsField',
    });
    expect(parcelSourceSaveError('Zoning field: enter …')).toMatchObject({ field: 'zoningField' });
    expect(parcelSourceSaveError('Collection: enter …')).toMatchObject({ field: 'collection' });
    expect(parcelSourceSaveError('Name: enter …')).toMatchObject({ field: 'name' });
    expect(parcelSourceSaveError('Protocol: choose …')).toMatchObject({ field: 'protocol' });
    expect(parcelSourceSaveError('Extent: enter west < east …')).toMatchObject({ field: 'west' });
  });

  it('shows any other message in a toast, or a generic one', () => {
    expect(parcelSourceSaveError('Admins only.')).toEqual({ toast: 'Admins only.' });
    expect(parcelSourceSaveError('URLs are checked')).toEqual({ toast: 'URLs are checked' });
    expect(parcelSourceSaveError(undefined)).toEqual({ toast: 'An unexpected error occurred' });
  });
});

describe('the words of the list and view', () => {
  it('names the area with its level', () => {
    expect(areaText({ name: 'Travis County' }, 'county')).toBe('Travis County (county)');
    expect(areaText(null, '')).toBe('No area');
  });

  it('shows the extent and finds its middle', () => {
    const extent = { west: -97.75, south: 30.26, east: -97.73, north: 30.29 };
    expect(extentText(extent)).toBe('W −97.7500, S 30.2600, E −97.7300, N 30.2900');
    expect(extentCentre(extent)).toEqual({ lon: '-97.74', lat: '30.275' });
  });

  it('says that deleting a store source removes its parcels', () => {
    expect(deleteQuestion({ name: 'Example', protocol: 'STORE' })).toMatch(
      /parcels imported into it are removed too/,
    );
    expect(deleteQuestion({ name: 'County', protocol: 'ARCGIS' })).not.toMatch(/imported/);
  });

  it('chooses the most specific place', () => {
    expect(chosenArea({ state: 's', county: 'c', city: '' })).toBe('c');
    expect(chosenArea({ state: 's', county: 'c', city: 't' })).toBe('t');
    expect(chosenArea({ state: '', county: '', city: '' })).toBe('');
  });
});

describe('Try a point', () => {
  it('reads a longitude and latitude, or says which is wrong', () => {
    expect(parsePoint('-97.7404', '30.2747')).toEqual({ lon: -97.7404, lat: 30.2747 });
    expect(parsePoint('200', '30')).toEqual({
      error: 'Enter a longitude from −180 to 180, e.g. -97.7404.',
    });
    expect(parsePoint('-97', '')).toEqual({
      error: 'Enter a latitude from −90 to 90, e.g. 30.2747.',
    });
  });

  it('says the answer in words', () => {
    expect(tryStatusLabel('found')).toBe('Found a parcel');
    expect(tryStatusLabel('unavailable')).toBe('Unavailable');
    expect(tryStatusLabel('later')).toBe('later');
    expect(sqFtText(7200.4)).toBe('7,200 sq ft');
  });
});
