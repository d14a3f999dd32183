// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const financesForm = validate10;
const schema11 = {"$id":"financesForm","type":"object","required":["student_id","learn_year_id","total_fee","annual_fee"],"properties":{"student_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"total_fee":{"type":"number","minimum":0,"maximum":100000000},"annual_fee":{"type":"number","minimum":0,"maximum":100000000},"grant_amount":{"type":"number","minimum":0,"maximum":100000000},"discount":{"type":"number","minimum":0,"maximum":100000000},"stipend":{"type":"number","minimum":0,"maximum":100000000},"prev_debt":{"type":"number","minimum":0,"maximum":100000000},"payments":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["paid_on","amount","method_id"],"properties":{"paid_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"amount":{"type":"number","minimum":0.01,"maximum":1000000},"method_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5]},"reference":{"type":"string","maxLength":100},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="financesForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.student_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "student_id"},message:"must have required property '"+"student_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.learn_year_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "learn_year_id"},message:"must have required property '"+"learn_year_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_fee === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_fee"},message:"must have required property '"+"total_fee"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.annual_fee === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "annual_fee"},message:"must have required property '"+"annual_fee"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.student_id !== undefined){
let data0 = data.student_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.student_id.type,parentSchema:schema11.properties.student_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.student_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.student_id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.learn_year_id !== undefined){
let data1 = data.learn_year_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err7 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.learn_year_id.type,parentSchema:schema11.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.total_fee !== undefined){
let data2 = data.total_fee;
if(typeof data2 == "number"){
if(data2 > 100000000 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/total_fee",schemaPath:"#/properties/total_fee/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.total_fee,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/total_fee",schemaPath:"#/properties/total_fee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.total_fee,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/total_fee",schemaPath:"#/properties/total_fee/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.total_fee.type,parentSchema:schema11.properties.total_fee,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.annual_fee !== undefined){
let data3 = data.annual_fee;
if(typeof data3 == "number"){
if(data3 > 100000000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/annual_fee",schemaPath:"#/properties/annual_fee/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.annual_fee,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/annual_fee",schemaPath:"#/properties/annual_fee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.annual_fee,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/annual_fee",schemaPath:"#/properties/annual_fee/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.annual_fee.type,parentSchema:schema11.properties.annual_fee,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.grant_amount !== undefined){
let data4 = data.grant_amount;
if(typeof data4 == "number"){
if(data4 > 100000000 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/grant_amount",schemaPath:"#/properties/grant_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.grant_amount,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/grant_amount",schemaPath:"#/properties/grant_amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.grant_amount,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/grant_amount",schemaPath:"#/properties/grant_amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.grant_amount.type,parentSchema:schema11.properties.grant_amount,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.discount !== undefined){
let data5 = data.discount;
if(typeof data5 == "number"){
if(data5 > 100000000 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.discount,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.discount,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.discount.type,parentSchema:schema11.properties.discount,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.stipend !== undefined){
let data6 = data.stipend;
if(typeof data6 == "number"){
if(data6 > 100000000 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/stipend",schemaPath:"#/properties/stipend/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.stipend,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/stipend",schemaPath:"#/properties/stipend/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.stipend,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/stipend",schemaPath:"#/properties/stipend/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.stipend.type,parentSchema:schema11.properties.stipend,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.prev_debt !== undefined){
let data7 = data.prev_debt;
if(typeof data7 == "number"){
if(data7 > 100000000 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/prev_debt",schemaPath:"#/properties/prev_debt/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.prev_debt,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/prev_debt",schemaPath:"#/properties/prev_debt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.prev_debt,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/prev_debt",schemaPath:"#/properties/prev_debt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.prev_debt.type,parentSchema:schema11.properties.prev_debt,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.payments !== undefined){
let data8 = data.payments;
if(Array.isArray(data8)){
if(data8.length > 200){
const err28 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.payments,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.paid_on === undefined){
const err29 = {instancePath:instancePath+"/payments/" + i0,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "paid_on"},message:"must have required property '"+"paid_on"+"'",schema:schema11.properties.payments.items.required,parentSchema:schema11.properties.payments.items,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data9.amount === undefined){
const err30 = {instancePath:instancePath+"/payments/" + i0,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema11.properties.payments.items.required,parentSchema:schema11.properties.payments.items,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data9.method_id === undefined){
const err31 = {instancePath:instancePath+"/payments/" + i0,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "method_id"},message:"must have required property '"+"method_id"+"'",schema:schema11.properties.payments.items.required,parentSchema:schema11.properties.payments.items,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key0 in data9){
if(!(((((key0 === "paid_on") || (key0 === "amount")) || (key0 === "method_id")) || (key0 === "reference")) || (key0 === "id"))){
const err32 = {instancePath:instancePath+"/payments/" + i0,schemaPath:"#/properties/payments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.payments.items,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.paid_on !== undefined){
let data10 = data9.paid_on;
if(typeof data10 === "string"){
if(!pattern0.test(data10)){
const err33 = {instancePath:instancePath+"/payments/" + i0+"/paid_on",schemaPath:"#/properties/payments/items/properties/paid_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.payments.items.properties.paid_on,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/payments/" + i0+"/paid_on",schemaPath:"#/properties/payments/items/properties/paid_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.payments.items.properties.paid_on.type,parentSchema:schema11.properties.payments.items.properties.paid_on,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data9.amount !== undefined){
let data11 = data9.amount;
if(typeof data11 == "number"){
if(data11 > 1000000 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/payments/" + i0+"/amount",schemaPath:"#/properties/payments/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema11.properties.payments.items.properties.amount,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data11 < 0.01 || isNaN(data11)){
const err36 = {instancePath:instancePath+"/payments/" + i0+"/amount",schemaPath:"#/properties/payments/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.01},message:"must be >= 0.01",schema:0.01,parentSchema:schema11.properties.payments.items.properties.amount,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/payments/" + i0+"/amount",schemaPath:"#/properties/payments/items/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.payments.items.properties.amount.type,parentSchema:schema11.properties.payments.items.properties.amount,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data9.method_id !== undefined){
let data12 = data9.method_id;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err38 = {instancePath:instancePath+"/payments/" + i0+"/method_id",schemaPath:"#/properties/payments/items/properties/method_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.payments.items.properties.method_id.type,parentSchema:schema11.properties.payments.items.properties.method_id,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!(((((data12 === 1) || (data12 === 2)) || (data12 === 3)) || (data12 === 4)) || (data12 === 5))){
const err39 = {instancePath:instancePath+"/payments/" + i0+"/method_id",schemaPath:"#/properties/payments/items/properties/method_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.payments.items.properties.method_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.payments.items.properties.method_id.enum,parentSchema:schema11.properties.payments.items.properties.method_id,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 2147483647 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/payments/" + i0+"/method_id",schemaPath:"#/properties/payments/items/properties/method_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.payments.items.properties.method_id,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data9.reference !== undefined){
let data13 = data9.reference;
if(typeof data13 === "string"){
if(data13.length > 100){
const err41 = {instancePath:instancePath+"/payments/" + i0+"/reference",schemaPath:"#/properties/payments/items/properties/reference/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.payments.items.properties.reference,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/payments/" + i0+"/reference",schemaPath:"#/properties/payments/items/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.payments.items.properties.reference.type,parentSchema:schema11.properties.payments.items.properties.reference,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data9.id !== undefined){
let data14 = data9.id;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err43 = {instancePath:instancePath+"/payments/" + i0+"/id",schemaPath:"#/properties/payments/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.payments.items.properties.id.type,parentSchema:schema11.properties.payments.items.properties.id,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/payments/" + i0+"/id",schemaPath:"#/properties/payments/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.payments.items.properties.id,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/payments/" + i0+"/id",schemaPath:"#/properties/payments/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.payments.items.properties.id,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/payments/" + i0,schemaPath:"#/properties/payments/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.payments.items.type,parentSchema:schema11.properties.payments.items,data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.payments.type,parentSchema:schema11.properties.payments,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
