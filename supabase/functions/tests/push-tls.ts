/**
 * TLS for the local push service: push endpoints are https (RFC 8030 wants TLS, and the library
 * refuses anything else), so the tests' push service speaks TLS as 127.0.0.1, with a certificate
 * from a CA made for these tests alone, which the function's fetch is told to trust. Nothing else
 * trusts that CA, and its private key was thrown away. Made with OpenSSL 3, valid for 100 years:
 *
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca.key \
 *     -out ca.pem -days 36500 -subj "/CN=Local push service test CA" \
 *     -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"
 *   openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout push.key \
 *     -out push.csr -subj "/CN=127.0.0.1"
 *   printf "basicConstraints=critical,CA:FALSE\nsubjectAltName=IP:127.0.0.1\n%s\n%s\n" \
 *     "extendedKeyUsage=serverAuth" "keyUsage=critical,digitalSignature" > push.ext
 *   openssl x509 -req -in push.csr -CA ca.pem -CAkey ca.key -out push.pem -days 36500 \
 *     -extfile push.ext
 */
export const testCa = `-----BEGIN CERTIFICATE-----
MIIBsDCCAVegAwIBAgIUNra/zs/ZdLDh+t/m0CSugWLCu1YwCgYIKoZIzj0EAwIw
JTEjMCEGA1UEAwwaTG9jYWwgcHVzaCBzZXJ2aWNlIHRlc3QgQ0EwIBcNMjYxMTI0
MDM1OTI5WhgPMjEyNjEwMzEwMzU5MjlaMCUxIzAhBgNVBAMMGkxvY2FsIHB1c2gg
c2VydmljZSB0ZXN0IENBMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEzrj/knoh
8Vz9jMZWg//6D/AQVzs6aft17yCekrFZ35+vj9YqNuNTO74Ud6MGEVTBqOeoLSLO
2Dey1Qg67XJC+qNjMGEwHQYDVR0OBBYEFGQCD9wBVMHomdGHUKL0IVyOeBxyMB8G
A1UdIwQYMBaAFGQCD9wBVMHomdGHUKL0IVyOeBxyMA8GA1UdEwEB/wQFMAMBAf8w
DgYDVR0PAQH/BAQDAgEGMAoGCCqGSM49BAMCA0cAMEQCIGBtjrOPmxiNXcn4+xG5
H5OktEfz7OL3oqawudZ99TuMAiBaYfEX/LyKXg+hMIhJdt15GBgQwknsfIYvEfvF
lgrAAQ==
-----END CERTIFICATE-----`;

export const pushServiceCert = `-----BEGIN CERTIFICATE-----
MIIBxjCCAWugAwIBAgIUWXF5s/zI2n+Vqco5BufJbxETLVkwCgYIKoZIzj0EAwIw
JTEjMCEGA1UEAwwaTG9jYWwgcHVzaCBzZXJ2aWNlIHRlc3QgQ0EwIBcNMjYxMTI0
MDM1OTMwWhgPMjEyNjEwMzEwMzU5MzBaMBQxEjAQBgNVBAMMCTEyNy4wLjAuMTBZ
MBMGByqGSM49AgEGCCqGSM49AwEHA0IABBg/m0yvagLYZVGNEbPW3yu5EP1c4Ljv
IB2Pgl5tktMn6zc/01ANpz5TQLiLjarm+D/280MlRI4/ZGasWtFbM5ijgYcwgYQw
DAYDVR0TAQH/BAIwADAPBgNVHREECDAGhwR/AAABMBMGA1UdJQQMMAoGCCsGAQUF
BwMBMA4GA1UdDwEB/wQEAwIHgDAdBgNVHQ4EFgQUKfEQAyglfS9oeUMN5ZQOuChy
x7YwHwYDVR0jBBgwFoAUZAIP3AFUweiZ0YdQovQhXI54HHIwCgYIKoZIzj0EAwID
SQAwRgIhAMqRnr+6kZetORw/tZJaggZK555J1G+TGYUHVwsjkH/xAiEAiqQquPiy
p0eZjlVwT2HjZ7J5MNkMd2rvryOIG8uOtaE=
-----END CERTIFICATE-----`;

export const pushServiceKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgVVjVS6nKwlEah6cs
9p9nJTIzld/Qbw3Yu+//gPEvECWhRANCAAQYP5tMr2oC2GVRjRGz1t8ruRD9XOC4
7yAdj4JebZLTJ+s3P9NQDac+U0C4i42q5vg/9vNDJUSOP2RmrFrRWzOY
-----END PRIVATE KEY-----`;
