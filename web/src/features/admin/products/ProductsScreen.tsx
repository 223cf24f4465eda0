import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { Modal } from '../../../components/dialog/Modal';
import detailList from '../../../components/detailList.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { SelectOptions } from '../../../components/form/SelectOptions';
import { ResourceList } from '../../../components/list/ResourceList';
import { classNames } from '../../../lib/classNames';
import { messageOr } from '../../../lib/graphql/errors';
import { formatCurrency } from '../../../lib/price';
import { listStatus } from '../listStatus';
import { useProductsOfConfigurators, type ConfiguratorProduct } from './api/productsApi';
import { PRODUCT_TYPE_OPTIONS, productTypeLabel, productTypeOf } from './productTypes';
import styles from './Products.module.css';

/** SPEC §9: the products page shows 20 a page. */
const PRODUCTS_PAGE_SIZE = 20;

/** /admin/products-of-configurators: what the 3D configurators offer, by type. Read-only. */
export function ProductsScreen() {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const type = productTypeOf(params.get('type'));
  const [viewing, setViewing] = useState<ConfiguratorProduct | undefined>();
  const products = useProductsOfConfigurators(type);

  return (
    <>
      <ResourceList
        title="All products"
        basePath="/admin/products-of-configurators"
        creatable={false}
        items={products.data?.productsOfConfigurators.list}
        {...listStatus(products)}
        errorText={messageOr(products.error, 'Oops, something went wrong')}
        itemTitle={(product) => product.name || product.id}
        emptyText="Products not found"
        defaultPageSize={PRODUCTS_PAGE_SIZE}
        toolbar={
          <div className={styles.filter}>
            <label htmlFor={filterId}>Type</label>
            <select
              id={filterId}
              className={fieldStyles.input}
              value={type ?? ''}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                next.delete('page');
                if (event.target.value) next.set('type', event.target.value);
                else next.delete('type');
                setParams(next);
              }}
            >
              <SelectOptions options={PRODUCT_TYPE_OPTIONS} />
            </select>
          </div>
        }
        renderItem={(product) => (
          <div className={styles.product}>
            {product.avatar.small ? (
              <img src={product.avatar.small} alt="" loading="lazy" />
            ) : (
              <span className={styles.noPicture} aria-hidden />
            )}
            <span>{productTypeLabel(product.type)}</span>
            {product.data.price === null ? null : <span>{formatCurrency(product.data.price)}</span>}
          </div>
        )}
        actions={(product) => (
          <button
            type="button"
            className={classNames(buttons.secondary, buttons.small)}
            aria-label={`View Product: ${product.name || product.id}`}
            onClick={() => setViewing(product)}
          >
            View Product
          </button>
        )}
      />
      {viewing ? <ProductDialog product={viewing} onClose={() => setViewing(undefined)} /> : null}
    </>
  );
}

function ProductDialog({
  product,
  onClose,
}: {
  product: ConfiguratorProduct;
  onClose: () => void;
}) {
  const money = (value: number | null) => (value === null ? '—' : formatCurrency(value));
  return (
    <Modal title={product.name || product.id} onClose={onClose} dismiss="Close">
      {product.avatar.small ? (
        <img className={styles.dialogPicture} src={product.avatar.small} alt={product.name} />
      ) : null}
      <dl className={detailList.details}>
        <dt>Type</dt>
        <dd>{productTypeLabel(product.type)}</dd>
        <dt>Price</dt>
        <dd>{money(product.data.price)}</dd>
        <dt>Labor</dt>
        <dd>{money(product.data.labor)}</dd>
        <dt>Product ID</dt>
        <dd>{product.id}</dd>
      </dl>
    </Modal>
  );
}
