import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $categories } from '../../entities/category/model';
import { $locale } from '../../entities/locale/model';
import { aCategory } from '../../testing/fixtures';
import { $banners, $gridTiles, $slides, fetchBannersFx, homeOpened } from './model';

const banner = (id: string, displayOrder: number) => ({
  id,
  displayOrder,
  promotionBannerLanguages: [
    {
      lang: 'en',
      imageType: 'Desktop',
      imageURL: `/b/${id}-en.svg`,
      openNewTab: false,
      displayPopup: false,
      alt: 'Sale',
      textButton: 'Shop now',
      url: '/listCatalogue/1',
    },
    {
      lang: 'th',
      imageType: 'Desktop',
      imageURL: `/b/${id}-th.svg`,
      openNewTab: false,
      displayPopup: true,
      alt: 'ลดราคา',
      contentPopup: 'รายละเอียด',
    },
    {
      lang: 'th',
      imageType: 'Mobile',
      imageURL: `/b/${id}-th-m.svg`,
      openNewTab: false,
      displayPopup: false,
    },
  ],
});

describe('home page', () => {
  it('banners in their order and the language, with the mobile picture, button and popup', async () => {
    const scope = fork({
      values: [
        [$locale, 'th'],
        [$categories, [aCategory()]],
      ],
      handlers: [
        [
          fetchBannersFx,
          async () => ({
            banners: [banner('b2', 2), banner('b1', 1)],
            carousel: [
              {
                imageUrl: '/c/1.svg',
                description: 'New iPhone',
                thaiDescription: 'ไอโฟนใหม่',
                url: '/listCatalogue/1',
              },
            ],
          }),
        ],
      ],
    });
    await allSettled(homeOpened, { scope });
    expect(scope.getState($banners)).toEqual([
      {
        id: 'b1',
        desktopImage: '/b/b1-th.svg',
        mobileImage: '/b/b1-th-m.svg',
        alt: 'ลดราคา',
        openNewTab: false,
        buttons: [],
        popup: { content: 'รายละเอียด' },
      },
      {
        id: 'b2',
        desktopImage: '/b/b2-th.svg',
        mobileImage: '/b/b2-th-m.svg',
        alt: 'ลดราคา',
        openNewTab: false,
        buttons: [],
        popup: { content: 'รายละเอียด' },
      },
    ]);
    expect(scope.getState($slides)[0]).toMatchObject({
      alt: 'ไอโฟนใหม่',
      href: '/listCatalogue/1',
    });
    expect(scope.getState($gridTiles)).toEqual([
      {
        categoryId: 1,
        name: 'iPhone',
        thaiName: 'ไอโฟน',
        displayOrderGrid: 11,
        imageUrl: '/images/categories/iphone.svg',
        href: '/listCatalogue/1?category=iPhone&lang=th',
      },
    ]);
  });
});
