# Whims of the Sultan, số lượng (`$n` của một loại), tiếng Việt.

## Số lượng (`$n` của một loại)

cards-whim_elders-count = { $n } thẻ Ý muốn: hội đồng Trưởng lão
cards-whim_viziers-count = { $n } thẻ Ý muốn: triều đình Thượng thư
cards-whim_fakirs-count = { $n } thẻ Ý muốn: màn biểu diễn của Sư khổ hạnh
cards-whim_spices-count = { $n } thẻ Ý muốn: gia vị và lụa
cards-whim_harvest-count = { $n } thẻ Ý muốn: tiệc mùa màng
cards-whim_treasure-count = { $n } thẻ Ý muốn: một báu vật
cards-whim_scribe-count = { $n } thẻ Ý muốn: cuộn sách của học giả
cards-whim_retinue-count = { $n } thẻ Ý muốn: đoàn hộ tống
