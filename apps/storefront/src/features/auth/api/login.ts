// Customer login, loaded with the form's submit (see login-form.tsx).
export { loginCustomer } from '@vitrine/api-client/login-customer';
