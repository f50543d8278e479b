import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProductList } from '@keepsake/shared/contract/obituary';
import { queryClient } from '@keepsake/shared/query';
import { fieldError } from './catalogue-fixtures.test-utils';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const form = (id: string) => document.getElementById(id) as HTMLFormElement;
const SHOP: StaffProductList = {
  items: [
    {
      id: 3,
      kind: 'FLOWERS',
      name: 'Spring garden basket',
      description: 'Tulips and lilies',
      imageUrl: '/media/shop/basket.jpg',
      imageAlt: 'A basket of white tulips',
      active: true,
      sizes: [{ name: 'Standard', description: '', priceCents: 8_500 }],
    },
  ],
  settings: { deliveryFeeCents: 1_500, taxRateBasisPoints: 625, deliveryCutoffHours: 24, floristEmail: 'orders@florist.example' },
};

describe('the shop products desk', () => {
  beforeEach(() => queryClient.clear());

  it('edits a product: a size added with its price, switched off', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/shop/products') return { body: SHOP };
      if (method === 'PUT' && path === '/api/staff/shop/products/3') return { body: SHOP.items[0] };
      return undefined;
    });
    renderStudioAt('/studio/catalogue/shop', { user: STAFF });
    await userEvent.click(await screen.findByText('Edit Spring garden basket'));
    const edit = within(form('product-3'));
    await userEvent.click(edit.getByRole('button', { name: 'Add a size' }));
    const size = within(edit.getByRole('group', { name: 'Size 2' }));
    await userEvent.type(size.getByLabelText(/^Size name/), 'Deluxe');
    await userEvent.type(size.getByLabelText(/^Price in dollars/), '12O');
    await userEvent.click(edit.getByRole('button', { name: 'Save Spring garden basket' }));
    expect(await size.findByText('Please enter an amount like 25.00')).toBeInTheDocument();
    await userEvent.clear(size.getByLabelText(/^Price in dollars/));
    await userEvent.type(size.getByLabelText(/^Price in dollars/), '125');
    await userEvent.click(edit.getByLabelText('Offered in the shop'));
    await userEvent.click(edit.getByRole('button', { name: 'Save Spring garden basket' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        kind: 'FLOWERS',
        name: 'Spring garden basket',
        description: 'Tulips and lilies',
        imageUrl: '/media/shop/basket.jpg',
        imageAlt: 'A basket of white tulips',
        active: false,
        sizes: [
          { name: 'Standard', description: '', priceCents: 8_500 },
          { name: 'Deluxe', description: '', priceCents: 12_500 },
        ],
      }),
    );
  });

  it('a new product needs its photo described', async () => {
    const calls = serveApi((method, path) => (method === 'GET' && path === '/api/staff/shop/products' ? { body: SHOP } : undefined));
    renderStudioAt('/studio/catalogue/shop', { user: STAFF });
    await userEvent.click(await screen.findByText('Add a product'));
    const add = within(form('new-product'));
    await userEvent.type(add.getByLabelText(/^Product name/), 'Oak sapling');
    await userEvent.selectOptions(add.getByLabelText(/^Kind/), 'TREE');
    await userEvent.type(add.getByLabelText(/^Photo address/), 'https://cdn.example/oak.jpg');
    await userEvent.type(add.getByLabelText(/^Size name/), 'Sapling');
    await userEvent.type(add.getByLabelText(/^Price in dollars/), '40');
    await userEvent.click(add.getByRole('button', { name: 'Add product' }));
    expect(add.getByLabelText(/^Photo description/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a photo the API refuses: its message under the upload, the typing kept', async () => {
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/shop/products') return { body: SHOP };
      if (method === 'POST' && path === '/api/web/builder/images')
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'oak.jpg is not a JPEG, PNG or WebP photo.' } };
      return undefined;
    });
    renderStudioAt('/studio/catalogue/shop', { user: STAFF });
    await userEvent.click(await screen.findByText('Add a product'));
    const add = within(form('new-product'));
    await userEvent.type(add.getByLabelText(/^Product name/), 'Oak sapling');
    await userEvent.type(add.getByLabelText(/^Photo address/), 'https://cdn.example/oak.jpg');
    await userEvent.type(add.getByLabelText(/^Photo description/), 'A young oak');
    const input = add.getByLabelText('Upload a photo');
    await userEvent.upload(input, new File(['<script>'], 'oak.jpg', { type: 'image/jpeg' }));
    expect(await add.findByText('oak.jpg is not a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('oak.jpg is not a JPEG, PNG or WebP photo.'));
    expect(add.getByLabelText(/^Product name/)).toHaveValue('Oak sapling');
    expect(add.getByLabelText(/^Photo address/)).toHaveValue('https://cdn.example/oak.jpg');
    expect(add.getByLabelText(/^Photo description/)).toHaveValue('A young oak');
  });

  it('uploads a product’s photo and saves its address', async () => {
    const uploaded = '/api/media/site-willowbrook/0/3f2a1c9e-0000-4000-8000-000000000002-1600.webp';
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/shop/products') return { body: SHOP };
      if (method === 'POST' && path === '/api/web/builder/images')
        return { status: 201, body: { id: 'i2', src: uploaded, alt: '', width: 1600, height: 1200, fileName: 'basket.png' } };
      if (method === 'PUT' && path === '/api/staff/shop/products/3') return { body: SHOP.items[0] };
      return undefined;
    });
    renderStudioAt('/studio/catalogue/shop', { user: STAFF });
    await userEvent.click(await screen.findByText('Edit Spring garden basket'));
    const edit = within(form('product-3'));
    await userEvent.upload(edit.getByLabelText('Upload a photo'), new File(['png'], 'basket.png', { type: 'image/png' }));
    await waitFor(() => expect(edit.getByLabelText(/^Photo description/)).toHaveFocus());
    expect(edit.getByLabelText(/^Photo address/)).toHaveValue(uploaded);
    expect(edit.getByLabelText(/^Photo description/)).toHaveValue('');
    await userEvent.keyboard('Lilies in a wicker basket');
    await userEvent.click(edit.getByRole('button', { name: 'Save Spring garden basket' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ imageUrl: uploaded, imageAlt: 'Lilies in a wicker basket' }));
  });

  it('saves the florist’s email and the delivery cut-off; the API’s message lands on the field', async () => {
    let refused = false;
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/shop/products') return { body: SHOP };
      if (method === 'PUT' && path === '/api/staff/shop/settings') {
        if (refused) return { body };
        refused = true;
        return fieldError('floristEmail', 'Please enter a valid email address');
      }
      return undefined;
    });
    renderStudioAt('/studio/catalogue/shop', { user: STAFF });
    await screen.findByRole('heading', { name: 'Shop settings' });
    const settings = within(form('shop-settings'));
    const email = settings.getByLabelText(/^Florist’s email/);
    expect(email).toHaveValue('orders@florist.example');
    await userEvent.clear(email);
    await userEvent.type(email, 'bloom@florist.example');
    await userEvent.clear(settings.getByLabelText(/^Order cut-off/));
    await userEvent.type(settings.getByLabelText(/^Order cut-off/), '48');
    await userEvent.click(settings.getByRole('button', { name: 'Save shop settings' }));
    expect(await settings.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveValue('bloom@florist.example');
    await userEvent.click(settings.getByRole('button', { name: 'Save shop settings' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      deliveryFeeCents: 1_500,
      taxRateBasisPoints: 625,
      deliveryCutoffHours: 48,
      floristEmail: 'bloom@florist.example',
    });
  });
});
