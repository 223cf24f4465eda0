import { useQuery } from '@tanstack/react-query';
import type {
  ProductsOfConfiguratorsQuery,
  ProductType,
} from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions } from '../../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../../lib/query/keys';
import { PRODUCTS_OF_CONFIGURATORS } from './productsDocuments';

/** A product of the configurators as the products page shows it. */
export type ConfiguratorProduct =
  ProductsOfConfiguratorsQuery['productsOfConfigurators']['list'][number];

/** The configurator service's answers, under `products` (read-only: nothing here changes them). */
export const productsKeys = {
  all: [...areaKeys.products, 'admin'] as const,
  list: () => [...productsKeys.all, 'list'] as const,
};

/** Every product of the configurators, or those of one type. */
export function useProductsOfConfigurators(type: ProductType | undefined) {
  return useQuery(graphqlQueryOptions(productsKeys.list(), PRODUCTS_OF_CONFIGURATORS, { type }));
}
